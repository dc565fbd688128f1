"""Benchmarks of browser sessions (issue 5): run ``python3 bench/bench_browser.py``.

- ctl -> hub -> page -> reply round trip for ``ping`` and ``click`` (p50/p95), measured
  around ``wineagent ctl``'s own code in-process (a fresh TCP connection per command, as
  an agent running the client once per action gets; interpreter start-up not included);
- input to changed pixel on the page's canvas (p50/p95): a synthesized event on #screen
  until the canvas shows the frame it caused (hello: click shows a MessageBox, Enter
  dismisses it);
- the 8-tile dashboard in ONE page (``/dashboard?apps=sol,winmine,hello,clock,notepad,sol,
  winmine,hello``; more pages of one hub than a browser's six HTTP connections per host):
  time until every tile is registered and drew a frame, and the ``ping`` round trip over
  all tiles (p50/p95), the tiles running live;
- 8 idle pages on one service, in one browser context: the service's CPU over 10 s (% of
  one core) and its resident memory per VM.

Targets: round trip p50 <= 15 ms; input to pixel p50 <= 50 ms; 8-tile dashboard: every
tile up within 10 s and all pings p50 <= 15 ms; 8 idle pages < 2% of a core and <= 64 MB per
VM.
"""

import io
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100.0 * (len(values) - 1))))]


def start_service():
    env = dict(os.environ, PYTHONPATH=ROOT)
    proc = subprocess.Popen([sys.executable, "-m", "wineagent", "serve",
                             "--port=tcp:0:interface=127.0.0.1"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    while True:
        line = proc.stdout.readline()
        m = re.search(r"page:\s+(http://127\.0\.0\.1:\d+)/", line)
        if m:
            return proc, m.group(1)
        if not line:
            raise SystemExit("the service did not start")


def proc_stat(pid):
    """(cpu seconds, rss bytes) of a process."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    rss = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
    return cpu, rss


def ctl(origin, *args):
    from wineagent.ctl.client import main
    out, err = io.StringIO(), io.StringIO()
    code = main(["--hub=" + origin] + list(args), out, err, io.StringIO(), {})
    assert code == 0, err.getvalue()
    return out.getvalue()


def main():
    from playwright.sync_api import sync_playwright
    proc, origin = start_service()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
            page = browser.new_page()
            page.goto(origin + "/?app=winmine")
            page.wait_for_function("window.__agentRemote && __agentRemote.session && "
                                   "wineShell.screen.version >= 1", timeout=20000)
            sid = page.evaluate("__agentRemote.session")
            for verb, args in (("ping", ()), ("click", ("600,460",))):
                times = []
                for i in range(60):
                    t = time.perf_counter()
                    ctl(origin, "-s", sid, verb, *args)
                    times.append((time.perf_counter() - t) * 1000)
                times = times[10:]
                print("round trip %-5s p50 %.1f ms  p95 %.1f ms  (n=%d)"
                      % (verb, pct(times, 50), pct(times, 95), len(times)))
            page.close()

            page = browser.new_page()
            page.goto(origin + "/?app=hello")
            page.wait_for_function("window.wineShell && wineShell.screen.version >= 1",
                                   timeout=20000)
            lat = page.evaluate("""async () => {
              const s = wineShell.screen, c = wineShell.canvas, out = [];
              const fire = (ev) => c.dispatchEvent(ev);
              const at = s.toClient(150, 100);
              for (let i = 0; i < 40; i++) {
                const v = s.version, t = performance.now();
                if (i % 2 === 0) {
                  const o = {bubbles: true, clientX: at[0], clientY: at[1], button: 0, pointerId: 1};
                  fire(new PointerEvent('pointerdown', o)); fire(new PointerEvent('pointerup', o));
                } else {
                  fire(new KeyboardEvent('keydown', {bubbles: true, code: 'Enter', key: 'Enter'}));
                  fire(new KeyboardEvent('keyup', {bubbles: true, code: 'Enter', key: 'Enter'}));
                }
                await s.waitForFrame(v + 1);
                out.push(performance.now() - t);
                await new Promise(r => setTimeout(r, 30));
              }
              return out;
            }""")
            lat = lat[4:]
            print("input to changed pixel p50 %.1f ms  p95 %.1f ms  (n=%d)"
                  % (pct(lat, 50), pct(lat, 95), len(lat)))
            page.close()

            # The 8-tile dashboard in one page: eight pages of one hub in one profile.
            apps = ["sol", "winmine", "hello", "clock", "notepad", "sol", "winmine", "hello"]
            page = browser.new_page()
            t = time.perf_counter()
            page.goto(origin + "/dashboard?apps=" + ",".join(apps))
            page.wait_for_function(
                "[...document.querySelectorAll('.tile')].length === 8 && "
                "[...document.querySelectorAll('.tile')].every(t => t.dataset.session && "
                "t.frame.contentWindow.wineShell && "
                "t.frame.contentWindow.wineShell.screen.version >= 0)", timeout=60000)
            up = time.perf_counter() - t
            sids = page.evaluate("[...document.querySelectorAll('.tile')].map(t => "
                                 "t.dataset.session)")
            times = []
            for i in range(12):
                for sid in sids:
                    t = time.perf_counter()
                    ctl(origin, "-s", sid, "ping")
                    if i >= 2:
                        times.append((time.perf_counter() - t) * 1000)
            print("8-tile dashboard, one page: all tiles up in %.1f s; ping over all tiles "
                  "p50 %.1f ms  p95 %.1f ms  (n=%d)" % (up, pct(times, 50), pct(times, 95),
                                                        len(times)))
            page.close()

            # 8 idle pages, in one browser context (one profile: six HTTP connections per
            # host, none of them held by a page of this service).
            time.sleep(1.0)
            cpu0, rss0 = proc_stat(proc.pid)
            ctx = browser.new_context()
            ctxs = []
            for i in range(8):
                pg = ctx.new_page()
                pg.goto(origin + "/?app=%s&tile=%d" % (("sol", "winmine")[i % 2], i))
                ctxs.append((ctx, pg))
            for _, pg in ctxs:
                pg.wait_for_function("window.__agentRemote && __agentRemote.session && "
                                     "wineShell.screen.version >= 1", timeout=20000)
            time.sleep(2.0)
            cpu1, rss1 = proc_stat(proc.pid)
            time.sleep(10.0)
            cpu2, rss2 = proc_stat(proc.pid)
            print("8 idle pages: service CPU %.2f%% of one core over 10 s; RSS %.0f MB -> "
                  "%.0f MB, %.1f MB per VM" % ((cpu2 - cpu1) / 10.0 * 100, rss0 / 2**20,
                                               rss2 / 2**20, (rss2 - rss0) / 8 / 2**20))
            del cpu0
            browser.close()
    finally:
        proc.terminate()
        proc.wait(10)


if __name__ == "__main__":
    main()
