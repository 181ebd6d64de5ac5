import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A page or dialog module, loaded when its route is first shown (every page is its own chunk). */
export type LoadPage = () => Promise<{ default: ComponentType }>;

export const lazyElement = (load: LoadPage) => createElement(lazy(load));

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
