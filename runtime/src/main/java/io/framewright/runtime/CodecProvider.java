package io.framewright.runtime;

/**
 * Service interface through which {@link Framewright#codec(Class)} finds generated codecs. The
 * annotation processor writes one provider per codec and lists them in
 * {@code META-INF/services/io.framewright.runtime.CodecProvider}; users never implement it.
 */
public interface CodecProvider {
  /** The codec's singleton instance. */
  Codec<?> codec();
}
