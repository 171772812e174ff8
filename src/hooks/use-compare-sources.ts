import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ServerSnapshot } from '../qa/snapshot';
import type { ExternalStore } from '../protocol/model/types';

/** A saved server a snapshot can be taken of, as the QA panel lists it (no secrets). */
export interface CompareServer {
  id: string;
  name: string;
  url: string;
}

/**
 * The saved servers the QA panel may compare the connected one with. The app provides it:
 * saved servers and their headers belong to the servers feature, which no other feature imports.
 */
export interface CompareSources extends ExternalStore<readonly CompareServer[]> {
  /** Connects to the saved server with its headers, takes its snapshot and disconnects. */
  snapshot(id: string): Promise<ServerSnapshot>;
}

const CompareSourcesContext = createContext<CompareSources | undefined>(undefined);

export function CompareSourcesProvider({ sources, children }: { sources: CompareSources; children: ReactNode }) {
  return createElement(CompareSourcesContext.Provider, { value: sources }, children);
}

/** The app's compare sources; undefined where none is provided (tests, embeds). */
export function useCompareSources(): CompareSources | undefined {
  return useContext(CompareSourcesContext);
}
