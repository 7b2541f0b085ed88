// A file of its own, never inlined: the page's CSP (script-src 'self') refuses data: modules.
import workletUrl from './pcm-capture.worklet.js?url&no-inline';

/** Float32 PCM of the microphone, handed over in chunks while recording. */
export type PcmCapture = {
  sampleRate: number;
  /** Delivers what is still buffered, then releases the microphone and the audio graph. */
  stop: () => Promise<void>;
};

/** Receives each chunk with the rate it was captured at. */
type Sink = (samples: Float32Array, sampleRate: number) => void;

const FLUSH_TIMEOUT_MS = 300;

/** An AudioWorklet copies the samples off the audio thread. */
async function workletTap(ctx: AudioContext, onChunk: (samples: Float32Array) => void) {
  await ctx.audioWorklet.addModule(workletUrl);
  const node = new AudioWorkletNode(ctx, 'pcm-capture', {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCount: 1,
    channelCountMode: 'explicit',
  });
  let finalDone: (() => void) | null = null;
  node.port.onmessage = (event: MessageEvent<Float32Array | { final: Float32Array }>) => {
    const data = event.data;
    if (data instanceof Float32Array) return onChunk(data);
    if (data.final.length > 0) onChunk(data.final);
    finalDone?.();
  };
  const flush = () =>
    new Promise<void>((resolve) => {
      finalDone = resolve;
      node.port.postMessage('flush');
      setTimeout(resolve, FLUSH_TIMEOUT_MS);
    });
  return { node, flush, close: () => (node.port.onmessage = null) };
}

/** Where AudioWorklet is missing (or refused), the older ScriptProcessorNode does the same. */
function scriptTap(ctx: AudioContext, onChunk: (samples: Float32Array) => void) {
  const node = ctx.createScriptProcessor(4096, 1, 1);
  node.onaudioprocess = (event) => onChunk(event.inputBuffer.getChannelData(0).slice());
  return { node, flush: async () => {}, close: () => (node.onaudioprocess = null) };
}

/**
 * Opens the microphone (throws when it is refused or absent) and streams its first channel as
 * Float32 samples at the context's own rate. The tap feeds a muted gain node, because a node
 * only runs when it leads to the destination, and a muted one keeps the voice off the speakers.
 */
export async function startPcmCapture(onChunk: Sink): Promise<PcmCapture> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
  let ctx: AudioContext | null = null;
  try {
    ctx = new AudioContext();
    const context = ctx;
    const source = context.createMediaStreamSource(stream);
    const sink = (samples: Float32Array) => onChunk(samples, context.sampleRate);
    const tap = await workletTap(context, sink).catch(() => scriptTap(context, sink));
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(tap.node);
    tap.node.connect(mute);
    mute.connect(context.destination);
    if (context.state === 'suspended') await context.resume();
    return {
      sampleRate: context.sampleRate,
      stop: async () => {
        await tap.flush();
        tap.close();
        source.disconnect();
        tap.node.disconnect();
        for (const track of stream.getTracks()) track.stop();
        await context.close().catch(() => {});
      },
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    await ctx?.close().catch(() => {});
    throw error;
  }
}
