/**
 * Audio worklet of the voice recorder: copies the first input channel out of the audio thread in
 * blocks of about 85 ms (4096 frames at 48 kHz), so the page gets ~12 messages a second rather
 * than one per 128-frame render quantum.
 */
const BLOCK = 4096;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.buffer = new Float32Array(BLOCK);
    this.filled = 0;
    // 'flush' (on stop) answers what is buffered, even nothing, as { final }.
    this.port.onmessage = (event) => {
      if (event.data !== 'flush') return;
      const block = this.take();
      this.port.postMessage({ final: block }, [block.buffer]);
    };
  }

  take() {
    const block = this.buffer.slice(0, this.filled);
    this.filled = 0;
    return block;
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    let offset = 0;
    while (offset < channel.length) {
      const take = Math.min(BLOCK - this.filled, channel.length - offset);
      this.buffer.set(channel.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === BLOCK) {
        const block = this.take();
        this.port.postMessage(block, [block.buffer]);
      }
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
