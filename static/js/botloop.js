// The bots' turns: while a bot is to act, ask the engine for its step (at the
// pace the player chose) and show it; stop for the human, at the end of a deal,
// when another match takes the table, or when the engine fails.
import { nextPaint, sleep } from "./dom.js";
import { engine } from "./engine.js";
import { S, pace, isOver } from "./state.js";
import { render } from "./render.js";
import { isFault, keep, applyStep, engineFailed } from "./flow.js";

export async function run() {
  if (S.running || S.busy || S.halted) return;
  S.running = true;
  const gen = S.gen;
  try {
    for (;;) {
      if (S.gen !== gen) break; // another match replaced this one
      const v = S.view;
      if (!v || isOver(v)) break;
      // The human decides only with legal actions in hand; otherwise a bot does, even
      // when to_act is null (Quadrille hides the seat of the partner who is deciding).
      if (v.to_act === v.seat || (v.legal || []).length) break;
      render();
      if (pace().move) await sleep(pace().move);
      else await nextPaint();
      if (S.gen !== gen) break;
      const res = await engine.botStep();
      if (S.gen !== gen) break;
      if (isFault(res) || res.ok === false) {
        engineFailed(res);
        break;
      }
      if (!keep(res)) break;
      if (!res.action) {
        S.view = res.view;
        break; // no bot was to act: nothing moved
      }
      // A hidden seat (a silent partner) comes back as seat null: shown without a name.
      await applyStep(v, res.seat ?? null, res.action, res.view);
    }
  } finally {
    S.running = false;
  }
  if (S.gen !== gen) return void run();
  render();
}
