// Phoenix frames as @supabase/realtime-js speaks them (node_modules/@supabase/realtime-js/src/lib/serializer.ts):
// vsn 1.0.0 sends JSON objects {join_ref, ref, topic, event, payload}; vsn 2.0.0 sends JSON arrays
// [join_ref, ref, topic, event, payload], and a broadcast push as a binary frame (kind 3) whose user payload is JSON or
// bytes. The server answers in the same version; a binary broadcast reaches 2.0.0 clients as a binary frame (kind 4).
export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/** A broadcast whose user payload is bytes (2.0.0 only), carried as such from sender to receivers. */
export interface BinaryBroadcast {
  event: string;
  bytes: Uint8Array;
}

export class FrameError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const refOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** One frame from a client; throws FrameError for anything that is not a frame. */
export function decodeFrame(vsn: Vsn, data: Buffer, isBinary: boolean): { frame: Frame; binary?: BinaryBroadcast } {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new FrameError('binary frames need vsn 2.0.0');
    return decodeBroadcastPush(data);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw new FrameError('the frame is not JSON');
  }
  const [join_ref, ref, topic, event, payload] = Array.isArray(parsed)
    ? vsn === '2.0.0' && parsed.length === 5
      ? parsed
      : []
    : vsn === '1.0.0' && isObject(parsed)
      ? [parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload]
      : [];
  if (typeof topic !== 'string' || typeof event !== 'string' || !isObject(payload)) {
    throw new FrameError(`a frame is ${vsn === '2.0.0' ? '[join_ref, ref, topic, event, payload]' : '{topic, event, payload, ref}'} with an object payload`);
  }
  return { frame: { join_ref: refOf(join_ref), ref: refOf(ref), topic, event, payload } };
}

function decodeBroadcastPush(data: Buffer): { frame: Frame; binary?: BinaryBroadcast } {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError('unknown binary frame');
  const sizes = [data[1], data[2], data[3], data[4], data[5]];
  const encoding = data[6];
  let offset = 7;
  const [joinRef, ref, topic, event, metadata] = sizes.map((size) => {
    if (offset + size > data.length) throw new FrameError('binary frame shorter than its header says');
    const text = data.subarray(offset, offset + size).toString('utf8');
    offset += size;
    return text;
  });
  const body = data.subarray(offset);
  const meta = metadata ? parseJson(metadata) : {};
  if (encoding === ENCODING_JSON) {
    const userPayload = parseJson(body.toString('utf8'));
    const payload = { type: 'broadcast', event, payload: userPayload, ...(isObject(meta) ? meta : {}) };
    return { frame: { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload } };
  }
  if (encoding !== ENCODING_BINARY) throw new FrameError('unknown payload encoding');
  const bytes = new Uint8Array(body);
  return { frame: { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: { type: 'broadcast', event } }, binary: { event, bytes } };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new FrameError('the binary frame carries invalid JSON');
  }
}

export function encodeFrame(vsn: Vsn, frame: Frame): string {
  return vsn === '2.0.0'
    ? JSON.stringify([frame.join_ref, frame.ref, frame.topic, frame.event, frame.payload])
    : JSON.stringify({ join_ref: frame.join_ref, ref: frame.ref, topic: frame.topic, event: frame.event, payload: frame.payload });
}

/** The same frame with its payload already serialized (a change sent to many channels is serialized once). */
export function encodeFrameAround(vsn: Vsn, frame: Omit<Frame, 'payload'>, payloadJson: string): string {
  const head = [frame.join_ref, frame.ref, frame.topic, frame.event].map((value) => JSON.stringify(value));
  return vsn === '2.0.0'
    ? `[${head.join(',')},${payloadJson}]`
    : `{"join_ref":${head[0]},"ref":${head[1]},"topic":${head[2]},"event":${head[3]},"payload":${payloadJson}}`;
}

/** A binary broadcast to a 2.0.0 client (kind 4: topic, event, no metadata, the bytes). */
export function encodeBinaryBroadcast(topic: string, broadcast: BinaryBroadcast): Buffer {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(broadcast.event, 'utf8');
  const header = Buffer.from([KIND_USER_BROADCAST, topicBytes.length, eventBytes.length, 0, ENCODING_BINARY]);
  return Buffer.concat([header, topicBytes, eventBytes, broadcast.bytes]);
}
