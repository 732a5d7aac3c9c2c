package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks for a zero-copy view of a message besides its codec: on a {@link Message} record or
 * {@code @Union} sealed interface, or on a package (in its {@code package-info.java}) for every
 * message declared in it that a view can read. The processor then generates {@code <Name>View}
 * (nested types: {@code Outer_InnerView}) next to the codec: a reusable flyweight that validates
 * a frame once on {@code wrap}, with the checks and the {@code DecodeException}s of the codec's
 * {@code decode}, and then reads each component in place.
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
 * <p>Views read fixed-size messages and most variable-size ones: prefixed, held, computed and
 * varint sizes and counts, text and bytes to a terminator or to the end, optional parts, nested
 * messages (through their own views) and lists of them, unions (the union's view holds a view of
 * each variant: {@code isDot()}, {@code dot()} for variant {@code Dot}), and {@code @Using}
 * components, which their codec reads (the getter returns what the codec decodes, whatever the
 * component's Java type). The shapes no view reads are listed in the README's "Views" section;
 * {@code @View} on a message of such a shape is a compile-time error naming the part (FW181), as it
 * is on a union with a variant of such a shape (FW182), on a record whose union component a view
 * can not read (FW192), on a union whose variant gets no view (FW190) or whose variant's getter
 * name clashes (FW191), and on a type that is not a message (FW180). On a package, {@code @View}
 * leaves the messages no view reads out, and their codecs are generated as usual. A message that
 * nests another needs a view of the nested one too (FW183), and a component can not share its name
 * with one of the view's own methods (FW184). Messages without {@code @View} get no view, and pay
 * nothing.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
public @interface View {}
