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

  /**
   * Bytes ({@code 0x00}..{@code 0xFF}) the codec never writes, for any value. Inside a
   * {@code @Delimited} message (or a packet framed by a terminator) whose terminator is one of
   * them, the encoder then appends the terminator without looking for it in the codec's bytes,
   * as a hand-written encoder that knows its digits would:
   *
   * <pre>{@code
   * @Message @Magic(0x02) @Delimited(terminator = 0x00)
   * record NumberItem(@Using(value = PiesNumber.class, neverWrites = {0x00, 0xFF}) long value) {}
   * }</pre>
   *
   * <p>Declare only what holds for every value. The generated encoder checks the declaration
   * when Java assertions are enabled ({@code -ea}, as Maven's and Gradle's test runners run):
   * a codec that writes one of these bytes is then an {@code EncodeException} naming it, so a
   * wrong declaration shows in your first test; with assertions off the check costs nothing and
   * is not made. Decoding is unchanged: the decoder looks for a terminator in the input as it
   * always does.
   */
  int[] neverWrites() default {};
}
