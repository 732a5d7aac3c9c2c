package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A value, list or whole message that ends with a terminator: a byte sequence of any length.
 *
 * <ul>
 *   <li>On a {@code String} or {@code byte[]} component: the bytes up to the first terminator,
 *       which is then skipped.
 *   <li>On a {@code List} of messages: elements until the terminator stands where the next
 *       element would start; then it is skipped.
 *   <li>On a message type (record or union): the message is followed by the terminator. A
 *       fixed-size message is read by its size and the terminator then checked (its bytes may
 *       contain the terminator); a variable-size one runs to the first terminator.
 * </ul>
 *
 * <p>Encoding a value that contains its terminator (or an element that starts with it) is an
 * {@code EncodeException}: the bytes would not decode back to it.
 *
 * <p>A {@code String} or {@code byte[]} component may keep its terminator in the value
 * ({@code include = true}: the value ends with it, and encoding one that does not is an
 * {@code EncodeException}), or leave it in the input for the next part
 * ({@code consume = false}: the component after it reads the terminator as its own first
 * bytes and so writes it; encoding a message whose next part does not start with the
 * terminator is an {@code EncodeException}). Kaitai Struct's {@code include} and
 * {@code consume} mean the same.
 *
 * <pre>{@code
 * @Delimited(terminator = 0x00) String text,               // NUL-terminated
 * @Delimited(terminator = 0xFF) List<Item> items,          // items, then 0xFF
 * @Delimited(terminator = 0x0A, include = true) String line, // "GET /\n", with its LF
 *
 * @Delimited(terminator = {0x0D, 0x0A})                    // every frame ends with CR LF
 * public sealed interface Frame permits ... {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.TYPE})
public @interface Delimited {
  /** The terminator's bytes, each 0 to 255; at least one. */
  int[] terminator();

  /** Most bytes (text, byte[], message) or elements (list) before the terminator. */
  int max() default Integer.MAX_VALUE;

  /**
   * Whether the value (a {@code String} or {@code byte[]} component) keeps its terminator as
   * its last bytes; by default the terminator is dropped.
   */
  boolean include() default false;

  /**
   * Whether reading skips the terminator (the default); {@code false} leaves it in the input,
   * where the next component of a {@code String} or {@code byte[]} component starts with it.
   */
  boolean consume() default true;
}
