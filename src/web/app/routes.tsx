import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A page or dialog module, loaded when its route is first shown (every page is its own chunk). */
export type LoadPage = () => Promise<{ default: ComponentType }>;

/**
 * Loads a module together with every style the console has: the entry carries only the first
 * screen's, the shell only its own and the dashboard's (shell-styles.ts). The sheet is asked for
 * first, so it comes before the page's own styles (which may build on Mantine's).
 */
export const withFullStyles = <T,>(load: () => Promise<T>) => () => Promise.all([import('../full-styles'), load()]).then(([, module]) => module);

export const lazyElement = (load: LoadPage) => createElement(lazy(withFullStyles(load)));

/**
 * The routes of a resource as the console lays them out: the list at `path` with `new` (the create
 * dialog) over it, and the record at `path/:id` with its dialogs (e.g. `edit`) over it.
 */
export function resourceRoutes(path: string, pages: { list: LoadPage; create?: LoadPage; detail?: LoadPage; recordDialogs?: Record<string, LoadPage> }): RouteObject[] {
  const dialogs = (entries: [string, LoadPage | undefined][]) =>
    entries.filter((entry): entry is [string, LoadPage] => !!entry[1]).map(([child, load]) => ({ path: child, element: lazyElement(load) }));
  return [
    { path, element: lazyElement(pages.list), children: dialogs([['new', pages.create]]) },
    ...(pages.detail ? [{ path: `${path}/:id`, element: lazyElement(pages.detail), children: dialogs(Object.entries(pages.recordDialogs ?? {})) }] : []),
  ];
}
