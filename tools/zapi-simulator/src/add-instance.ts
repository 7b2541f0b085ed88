import { connectInstance } from './connect-instance.ts';
import { createInstance } from './create-instance.ts';
import type { SimContext } from './sim-context.ts';
import type { InstancePreset, SimInstance } from './types.ts';

/** Creates (or replaces, with fresh state) an instance; `connected` presets start connected. */
export function addInstance(sim: SimContext, preset: InstancePreset): SimInstance {
  const previous = sim.instances.get(preset.id);
  if (previous) {
    previous.state = 'disconnected';
    previous.session += 1;
  }
  const instance = createInstance(preset, sim.options);
  sim.instances.set(instance.id, instance);
  if (preset.connected) connectInstance(sim, instance, { silent: true });
  return instance;
}
