/**
 * Runtime of generated codecs: the {@link io.framewright.runtime.Codec} API, the registry
 * {@link io.framewright.runtime.Framewright}, typed errors
 * ({@link io.framewright.runtime.DecodeException}, {@link io.framewright.runtime.EncodeException}),
 * the reader {@link io.framewright.runtime.WireReader} and custom value codecs; support that only
 * generated code calls lives in {@code io.framewright.runtime.internal}.
 */
package io.framewright.runtime;
