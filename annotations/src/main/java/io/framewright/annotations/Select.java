package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A {@link Union}-typed component whose variant is chosen by an earlier component of the same
 * record, not by a tag of its own: the union's tag is not on the wire here, the variant whose
 * {@link Tag} equals the selector's value follows directly (Kaitai's {@code switch-on}, deku's
 * {@code id = "field"}).
 *
 * <pre>{@code
 * @Field(bits = 4) int flags,
 * @Field(bits = 4) int command,                       // selects the body
 * @Select(field = "command") CommandBody body) {}     // @Tag(1) Ping, @Tag(2) Move, ...
 * }</pre>
 *
 * <p>The selector is an integer component (any width, sub-byte too) or an enum component, whose
 * variants are then tagged with its wire values; it may come after variable parts. On encode
 * the selector is written from the variant chosen, whatever the record holds in it (as a size
 * held by a field is): a record never has to keep the two consistent by hand. An
 * {@link UnknownTag} variant is the default: it takes every value no variant has, keeping the
 * value in its tag and the part's bytes, and on encode writes its tag into the selector (a tag
 * a variant has, or one the selector can not hold, is an {@code EncodeException}). Without one,
 * a value no variant has is a {@code DecodeException} naming the selector and its value.
 *
 * <p>The selected variant ends where its own layout does, or where a {@code @Length} (a prefix,
 * a field, {@code @Remaining}) says.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Select {
  /**
   * The earlier integer or enum component whose value selects the variant, or a path to one in
   * an earlier nested message ({@code "header.type"}). A selector in a nested record is written
   * with that record as it is: the encoder checks that it holds the variant's tag, and a
   * mismatch is an {@code EncodeException} naming both paths and both values.
   */
  String field();
}
