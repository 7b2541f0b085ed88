import { addInstance } from './add-instance.ts';
import type { SimContext } from './sim-context.ts';

/** Back to the start: preset instances only, fresh demo data, no faults, nothing scheduled. */
export function resetSimulator(sim: SimContext): void {
  for (const instance of sim.instances.values()) {
    instance.state = 'disconnected';
    instance.session += 1;
  }
  sim.timers.clearAll();
  sim.instances.clear();
  sim.faults.rules.length = 0;
  sim.faults.latencyMs = 0;
  sim.media.clear();
  for (const preset of sim.options.instances) addInstance(sim, preset);
}
