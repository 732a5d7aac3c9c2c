package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Encodes a component with a codec of your own: a class implementing
 * {@code io.framewright.runtime.ValueCodec<T>} for the component's type, with a public no-argument
 * constructor. The generated codec creates one instance when it is loaded and calls it directly;
 * nothing is looked up at run time.
 *
 * <pre>{@code
 * @Using(PiesNumber.class) long value,   // sign byte, then base-250 digits
 * @Using(value = Uuid.class, minBytes = 16) List<UUID> ids,
 * }</pre>
 *
 * <p>The processor can not run the codec, so it takes a value as possibly empty. Where that
 * matters, declare the fewest bytes a value takes with {@link #minBytes()}: a list of messages
 * made of such components is then bounded by the input's length without a
 * {@code @Count(max = ...)} (FW072), and the message's least size, which framers and count
 * checks use, counts them.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Using {
  /** The codec class. */
  Class<?> value();

  /**
   * The fewest bytes the codec writes for any value (0, the default: it may write none). The
   * generated encoder checks it: a codec that writes fewer is an {@code EncodeException}, so a
   * wrong declaration shows in your first test rather than as a message the decoder refuses.
   */
  int minBytes() default 0;
}
