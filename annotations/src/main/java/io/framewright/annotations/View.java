package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks for a zero-copy view of a message besides its codec: on a {@link Message} record, or on a
 * package (in its {@code package-info.java}) for every fixed-size record message declared in it.
 * The processor then generates {@code <Record>View} (nested records: {@code Outer_InnerView}) next
 * to the codec: a reusable flyweight that validates a frame once on {@code wrap}, with the checks
 * and the {@code DecodeException}s of the codec's {@code decode}, and then reads each component in
 * place, without allocating.
 *
 * <pre>{@code
 * @View
 * @Message
 * public record EntityUpdate(...) {}
 *
 * EntityUpdateView view = new EntityUpdateView();   // once, then reused
 * view.wrap(buf, off);                              // throws DecodeException as decode would
 * int health = view.health();                       // read in place
 * }</pre>
 *
 * <p>Views exist for fixed-size record messages (those whose codec is a {@code FixedSizeCodec}).
 * On a message whose size varies, on a union, or on a type that is not a message, {@code @View}
 * is a compile-time error; on a package it covers the fixed-size record messages and leaves the
 * others alone. A message that nests another needs a view of the nested one too. Messages
 * without {@code @View} get no view, and pay nothing.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
public @interface View {}
