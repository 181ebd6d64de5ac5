import type { ReactNode } from 'react';
import { Anchor, MantineProvider, createTheme, darken, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';

const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  // a user who asked the system for less motion gets dialogs, menus and toasts without their transitions
  respectReducedMotion: true,
  // links are told apart from text by more than colour
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // a plain object, not Modal.extend: importing Modal would put it on the first screen; a
    // dialog's title bar is a <header>, which outside sectioning content is a second banner landmark
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' }, attributes: { header: { role: 'presentation' } } } },
    // a notification's close button is an icon: it needs a name too
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
  },
});
// Mantine's default dimmed grey and error red are below WCAG AA contrast (on white, and red on
// dark grey); secondary text and field errors stay readable,
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    // the text of every light variant (a badge, an alert's title) a shade darker: Mantine's 9 on its
    // 1 is below 4.5:1 for green (3.8), orange, teal, lime and red
    ...Object.fromEntries(Object.keys(t.colors).map((c) => [`--mantine-color-${c}-light-color`, darken(t.colors[c]![9], 0.3)])),
    // and the yellow of warnings (an alert's title, 2.6:1 on its pale ground) is a dark amber there
    '--mantine-color-yellow-light-color': '#6b4500',
  },
  // and links (indigo 4) are 4.4:1 on a blue alert in dark: a lighter indigo reads on every ground there
  dark: { '--mantine-color-dimmed': t.colors.dark[1], '--mantine-color-error': t.colors.red[4], '--mantine-color-anchor': t.colors.indigo[3] },
});
/** The user's pick of light or dark, once made; until then the theme follows the operating system ('auto'). */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'bos.color-scheme' });

/** The console's look, around the sign-in page and the console alike (main.tsx). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
