package io.framewright.runtime;

import java.util.ServiceLoader;

/**
 * Finds the generated codec of a message type without naming the codec class.
 *
 * <pre>{@code
 * Codec<Position> codec = Framewright.codec(Position.class);
 * }</pre>
 *
 * <p>Codecs are found through {@link ServiceLoader} with the message type's class loader, using
 * the service index the annotation processor writes, and cached per type. No reflection on user
 * types. Code that can name the codec ({@code PositionCodec.INSTANCE}) should: it is checked at
 * compile time.
 */
public final class Framewright {
  private static final ClassValue<Codec<?>> CODECS = new ClassValue<>() {
    @Override
    protected Codec<?> computeValue(Class<?> type) {
      ClassLoader loader = type.getClassLoader();
      for (CodecProvider provider : ServiceLoader.load(CodecProvider.class, loader)) {
        Codec<?> codec = provider.codec();
        if (codec.type() == type) {
          return codec;
        }
      }
      return null;
    }
  };

  private Framewright() {}

  /**
   * The codec generated for {@code type}.
   *
   * @throws IllegalArgumentException if no codec was generated for it (is it annotated with
   *     {@code @Message}, and did the Framewright processor run when it was compiled?)
   */
  @SuppressWarnings("unchecked")
  public static <T> Codec<T> codec(Class<T> type) {
    Codec<?> codec = CODECS.get(type);
    if (codec == null) {
      throw new IllegalArgumentException("no Framewright codec for " + type.getName()
          + ": annotate it with @Message and make sure the framewright-processor runs when it"
          + " is compiled");
    }
    return (Codec<T>) codec;
  }
}
