import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2 A/AA (2.0 and 2.1) and axe's best practices: zero violations. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules of AXE_TAGS whose outcome depends on the colours a theme paints. The others read the
 * DOM (roles, names, structure), which is the same in both themes, so one theme's scan settles them.
 * On the loaded CI machine a full scan took 19–30 s, these two rules alone 7–15 s (decision 0020).
 */
const THEMED_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * A scan that costs a quarter of the library's default and finds the same violations (decision
 * 0020): only violations are collected with every node (passes keep one node per rule), and a page
 * without frames is scanned by one `axe.run` in place, where the default runs axe in each frame and
 * then again in a blank page it opens to merge the results. A page with frames keeps the default:
 * `axe.run` reaches only same-origin frames, and app views are sandboxed on another origin.
 */
function scan(page: Page, themedOnly: boolean): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const scoped = themedOnly ? builder.withRules(THEMED_RULES) : builder.withTags(AXE_TAGS);
  return scoped.setLegacyMode(page.frames().length === 1);
}

/** The page's axe violations as `rule: target — summary` lines; `themedOnly` runs only the colour rules. */
export async function axeViolations(page: Page, { themedOnly = false } = {}): Promise<string[]> {
  const results = await scan(page, themedOnly).analyze();
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary ?? v.help}`));
}

/**
 * The page as it stands now has no axe violations in either theme: every rule of AXE_TAGS in the
 * light theme, and the colour rules again in the dark one. The page must follow the system theme
 * (no `?theme=` in its address, no toggle clicked).
 */
export async function expectAxeCleanInBothThemes(page: Page): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await axeViolations(page, { themedOnly: theme === 'dark' })).toEqual([]);
  }
}
