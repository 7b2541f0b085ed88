import type { Fields } from './read-fields.ts';
import type { SimContext } from './sim-context.ts';
import type { Method, Reply } from './zapi-route.ts';

export interface ControlCall {
  sim: SimContext;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Fields;
}

/** A JSON reply, or raw bytes when `contentType` is set. */
export interface ControlReply extends Reply {
  contentType?: string;
}

export interface ControlRoute {
  method: Method;
  /** Path after /_sim/, with ":name" segments. */
  path: string;
  handle(call: ControlCall): ControlReply | Promise<ControlReply>;
}
