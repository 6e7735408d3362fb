import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_TASK_MS, loadAfterFirstPaint, loadPlan, type PageAssets } from './loadAfterFirstPaint.ts';
import { afterFirstPaint } from './afterFirstPaint.ts';
import { warmIntlOffMainThread } from './warmIntl.ts';

type Task = () => void;

/**
 * Runs the boot script's loading in a page of tasks, after the Intl warm-up on a page that formats
 * as the page's scripts do (web/app/inline/): what each task the browser runs did (links added, a
 * worker started, the entry imported), in order; each link takes `msPerLink` of the task. A frame (all its callbacks), zero-delay timers and
 * channel messages are tasks; the blob URL's later revoking is left out.
 */
function tasksOf(assets: PageAssets, { hidden = false, msPerLink = 3 } = {}): string[][] {
  const queue: Task[] = [];
  let current: string[] = [];
  // The clock moves only as links go in: how long a link takes is the test's to say.
  let now = 0;
  vi.stubGlobal('performance', { now: () => now });
  vi.stubGlobal('document', {
    hidden,
    createElement: () => ({}),
    head: {
      appendChild: (link: { rel: string; href: string }) => {
        now += msPerLink;
        current.push(`${link.rel} ${link.href}`);
      },
    },
  });
  let frame: Task[] | undefined;
  vi.stubGlobal('requestAnimationFrame', (task: Task) => {
    if (!frame) {
      const callbacks: Task[] = (frame = []);
      queue.push(() => {
        frame = undefined;
        for (const callback of callbacks) callback();
      });
    }
    frame.push(task);
  });
  vi.stubGlobal('setTimeout', (task: (arg?: unknown) => void, delay: number, arg?: unknown) => {
    if (delay === 0) queue.push(() => task(arg));
  });
  vi.stubGlobal(
    'MessageChannel',
    class {
      port1 = { onmessage: null as Task | null, close: () => current.push('channel closed') };
      port2 = { postMessage: () => queue.push(() => this.port1.onmessage?.()) };
    },
  );
  vi.stubGlobal(
    'Worker',
    class {
      constructor() {
        current.push('worker');
      }
    },
  );
  const { formatsIn } = assets;
  if (formatsIn) afterFirstPaint(() => warmIntlOffMainThread(formatsIn, 'the worker’s script'));
  loadAfterFirstPaint(loadPlan(assets), (url) => current.push(`import ${url}`));
  const tasks = [current];
  while (queue.length) {
    current = [];
    queue.shift()!();
    tasks.push(current);
  }
  return tasks;
}

const assets: PageAssets = {
  entry: '/assets/entry.js',
  modules: ['/assets/entry.js', '/assets/shell.js', '/assets/route.js'],
  catalogues: ['/i18n/en/shell.json'],
};

describe('the boot script’s loading after the first paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds links for LINK_TASK_MS a task after the frame, texts first, then imports the entry', () => {
    expect(tasksOf(assets)).toEqual([
      [],
      [],
      ['preload /i18n/en/shell.json', 'modulepreload /assets/entry.js'],
      [
        'modulepreload /assets/shell.js',
        'modulepreload /assets/route.js',
        'channel closed',
        'import /assets/entry.js',
      ],
    ]);
  });

  it('adds one link a task where a link alone takes longer than a task may', () => {
    const linkTasks = tasksOf(assets, { msPerLink: LINK_TASK_MS + 1 }).filter((task) => task.length);
    expect(linkTasks).toEqual([
      ['preload /i18n/en/shell.json'],
      ['modulepreload /assets/entry.js'],
      ['modulepreload /assets/shell.js'],
      ['modulepreload /assets/route.js', 'channel closed', 'import /assets/entry.js'],
    ]);
  });

  it('adds every link in one task where links are quick', () => {
    expect(tasksOf(assets, { msPerLink: 0.3 }).filter((task) => task.length)).toEqual([
      [
        'preload /i18n/en/shell.json',
        'modulepreload /assets/entry.js',
        'modulepreload /assets/shell.js',
        'modulepreload /assets/route.js',
        'channel closed',
        'import /assets/entry.js',
      ],
    ]);
  });

  it('starts the Intl thread in a task of its own before the links, on a page that formats', () => {
    const tasks = tasksOf({ ...assets, formatsIn: 'de' });
    expect(tasks.slice(0, 4)).toEqual([
      [],
      [],
      ['worker'],
      ['preload /i18n/en/shell.json', 'modulepreload /assets/entry.js'],
    ]);
    expect(tasks.flat().filter((done) => done === 'worker')).toHaveLength(1);
    expect(tasks.at(-1)).toContain('import /assets/entry.js');
  });

  it('takes every link at once in a hidden tab, which paints no frame', () => {
    expect(tasksOf(assets, { hidden: true })).toEqual([
      [
        'preload /i18n/en/shell.json',
        'modulepreload /assets/entry.js',
        'modulepreload /assets/shell.js',
        'modulepreload /assets/route.js',
        'channel closed',
        'import /assets/entry.js',
      ],
    ]);
  });
});
