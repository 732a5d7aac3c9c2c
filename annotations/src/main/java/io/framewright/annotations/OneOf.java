package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The only values an integer component may hold, listed (the function codes a Modbus server
 * implements, the versions a protocol knows). An enum says the same with names; this is for a
 * number that stays a number. On an array or list it applies to each element.
 *
 * <pre>{@code
 * @Message
 * public record Request(
 *     @OneOf({0x03, 0x06, 0x10}) @Field(bits = 8) int function,
 *     @Field(bits = 16) int address) {}
 * }</pre>
 *
 * <p>Decoding a value not listed is a {@code DecodeException} at the field ("expected one of
 * 3, 6, 16 but found 5"); encoding one is an {@code EncodeException} naming the field.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface OneOf {
  /** The values allowed, each once, each one the field can hold. */
  long[] value();
}
