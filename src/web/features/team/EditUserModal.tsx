import { useParams } from 'react-router-dom';
import { teamUserReplace, type TeamUser } from '../../../contract/users';
import { teamUsers } from '../../api/team';
import { DialogForm } from '../../components/form/DialogForm';
import { SwitchField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/Form';
import { SelectField } from '../../components/form/select-field';
import { RouteModal } from '../../components/RouteModal';
import { CompaniesField } from './CompaniesField';
import { roleOptions } from './roles';

/** Route `settings/team/:id/edit`: role, companies, and whether they may sign in. */
export default function EditUserModal() {
  const user = teamUsers.useOne(useParams().id);
  return (
    <RouteModal title="Change role or access" ready={!!user.data} loadingLabel="Loading the user">
      {(close) => <EditUserForm user={user.data!} close={close} />}
    </RouteModal>
  );
}

function EditUserForm({ user, close }: { user: TeamUser; close: () => void }) {
  const update = teamUsers.useUpdate(user.id);
  const form = useSchemaForm(teamUserReplace, { role: user.role, active: user.active, companyIdStrings: user.companyIdStrings });
  return (
    <DialogForm form={form} submitLabel="Save" close={close} save={update.mutateAsync} savedMessage={(saved) => `Saved ${saved.name}.`}>
      <SelectField name="role" label="Role" data={roleOptions} required />
      <CompaniesField name="companyIdStrings" />
      <SwitchField name="active" label="Active" description="Off: they cannot sign in, their sessions end and their API keys stop until switched on again" />
    </DialogForm>
  );
}
