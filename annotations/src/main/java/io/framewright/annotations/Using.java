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
   * always does (see {@link #rejects()} for that).
   */
  int[] neverWrites() default {};

  /**
   * Bytes ({@code 0x00}..{@code 0xFF}) the codec never accepts when it reads: its read throws
   * rather than return a value read over any of them. {@link #neverWrites()} is a promise about
   * what the codec writes; this one is about what it reads, which is what a decoder needs to skip
   * a search. A packet of a {@code @Union} framed by a one-byte terminator
   * ({@code @Delimited(terminator = 0xFF)}) is then decoded up to its last byte, when that byte is
   * the terminator, without looking for an earlier one, as a hand-written decoder that knows its
   * digits would: every other byte the variant accepts is checked by the generated code (a
   * constant, text in a charset that is checked as it is read, a nested message ending in
   * another byte) or read by a codec that rejects the terminator. The pies number item:
   *
   * <pre>{@code
   * @Using(value = PiesNumber.class, neverWrites = {0x00, 0xFF}, rejects = {0x00, 0xFF}) long value
   * }</pre>
   *
   * <p>Errors are unchanged: when the read up to the last byte fails, the packet is read again
   * with the search, whose error is reported. Declare only what the codec's read enforces. With
   * Java assertions enabled ({@code -ea}, as in tests), the generated decoder checks every value
   * the codec reads: one read over a byte listed here is an {@code AssertionError} naming the
   * codec and the byte, so a wrong declaration shows in your first test of a malformed input.
   * The wire format, the layout description and the tools are unchanged.
   */
  int[] rejects() default {};
}
