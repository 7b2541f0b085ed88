import { presenceCallback } from './build-callbacks.ts';
import { createTemplateVars, fillTemplate } from './fill-template.ts';
import { fitLine } from './fit-line.ts';
import { OPENERS, pickReply } from './live-phrases.ts';
import { receiveInbound } from './receive-inbound.ts';
import type { SimContext } from './sim-context.ts';
import type { SimInstance } from './types.ts';

function between(sim: SimContext, [min, max]: [number, number]): number {
  return sim.random.int(Math.min(min, max), Math.max(min, max));
}

/** While the instance stays connected, a patient writes something every 20-60 s (by default). */
export function startLiveActivity(sim: SimContext, instance: SimInstance): void {
  const session = instance.session;
  const tick = (): void => {
    if (instance.session !== session || instance.state !== 'connected') return;
    const chats = [...instance.chats.values()].filter((c) => c.kind === 'contact' && !c.archived);
    const groups = [...instance.chats.values()].filter((c) => c.kind === 'group');
    const useGroup = groups.length > 0 && sim.random.chance(0.1);
    const chat = useGroup ? sim.random.pick(groups) : chats.length ? sim.random.pick(chats) : null;
    if (chat) {
      const vars = createTemplateVars(sim.random, chat.name?.split(' ')[0] ?? null);
      const participant = chat.participants.length ? sim.random.pick(chat.participants) : null;
      receiveInbound(sim, instance, {
        phone: chat.phone,
        text: fitLine(fillTemplate(sim.random.pick(OPENERS), vars), sim.options.now(), vars.first),
        participantPhone: participant?.phone,
        participantName: participant?.name,
      });
    }
    sim.timers.after(between(sim, sim.options.timing.liveIntervalMs), tick);
  };
  sim.timers.after(between(sim, sim.options.timing.liveIntervalMs), tick);
}

/** The patient reads what the clinic sent, types for a few seconds and answers. */
export function scheduleReply(
  sim: SimContext,
  instance: SimInstance,
  phone: string,
  clinicText: string,
): void {
  const session = instance.session;
  const delay = between(sim, sim.options.timing.replyDelayMs);
  const typing = Math.min(4000, Math.floor(delay / 2));
  const alive = (): boolean => instance.session === session && instance.state === 'connected';
  sim.timers.after(delay - typing, () => {
    if (alive())
      sim.emitter.emit(instance, 'chatPresence', presenceCallback(instance, phone, 'COMPOSING'));
  });
  sim.timers.after(delay, () => {
    if (!alive()) return;
    sim.emitter.emit(instance, 'chatPresence', presenceCallback(instance, phone, 'PAUSED'));
    const first = instance.chats.get(phone)?.name?.split(' ')[0] ?? null;
    const text = fitLine(pickReply(clinicText, sim.random), sim.options.now(), first);
    receiveInbound(sim, instance, { phone, text });
  });
}
