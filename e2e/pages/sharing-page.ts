import { expect, type Page } from '@playwright/test';
import { ConsolePage } from './console-page';
import { ResourcesPage } from './resources-page';

/** Steps shared by the sharing specs (copy as, session files, permalinks). */
export class SharingPage {
  readonly app: ConsolePage;
  readonly resources: ResourcesPage;

  constructor(readonly page: Page) {
    this.app = new ConsolePage(page);
    this.resources = new ResourcesPage(page);
  }

  /** Connects to `server` (the in-page demo server when undefined) and reads "Getting started". */
  async readGettingStarted(server?: string): Promise<void> {
    await this.app.open(server === undefined ? 'panel=resources' : `server=${encodeURIComponent(server)}&panel=resources`);
    await this.app.expectConnected('2026-07-28');
    await this.openGettingStarted();
  }

  async openGettingStarted(): Promise<void> {
    // A small listing opens fully expanded: the resource is one click away.
    await this.resources.item('Getting started').click();
    await expect(this.resources.contents.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  }

  /** Clicks Export session and returns the downloaded file's path. */
  async exportSession(): Promise<{ path: string; name: string }> {
    const downloading = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export session', exact: true }).click();
    const download = await downloading;
    return { path: await download.path(), name: download.suggestedFilename() };
  }

  async importSession(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const choosing = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Import session', exact: true }).click();
    await (await choosing).setFiles(file);
  }
}
