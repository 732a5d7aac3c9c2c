/**
 * Runtime of generated codecs: the {@link io.framewright.runtime.Codec} API, the registry
 * {@link io.framewright.runtime.Framewright}, typed errors
 * ({@link io.framewright.runtime.DecodeException}, {@link io.framewright.runtime.EncodeException})
 * and the byte and bit access generated code calls ({@link io.framewright.runtime.Bytes},
 * {@link io.framewright.runtime.Bits}).
 */
package io.framewright.runtime;
