package io.framewright.processor.model;

import java.util.List;

/**
 * A {@code @Message} type as declared, before validation. Built by the reading stage from
 * source, or by hand; every later stage (validation, Java generation, documentation, tools)
 * works from this model alone.
 *
 * @param kind what the annotated type is; only {@link Kind#RECORD} can be a message
 * @param generic whether the type declares type parameters
 * @param access how visible the type is to a codec in the same package
 * @param union for a {@code @Union} sealed interface, its tag and variants; else null
 * @param framing {@code @Magic}, a type-level {@code @Delimited}, {@code @Checksum}
 * @param checkedConstructor whether the record declares its canonical constructor (compact or
 *     written out), which may reject the values decode reads; false only where the reading stage
 *     saw that the compiler made it, so that it does nothing but assign
 */
public record MessageModel(
    TypeRef type,
    Origin origin,
    Kind kind,
    boolean generic,
    Access access,
    ByteOrder order,
    BitOrder bitOrder,
    List<FieldModel> fields,
    UnionModel union,
    Framing framing,
    ViewRequest view,
    boolean checkedConstructor) {

  public MessageModel {
    fields = List.copyOf(fields);
    view = view == null ? ViewRequest.NONE : view;
  }

  /** A message whose constructor may reject values (the safe assumption, for models by hand). */
  public MessageModel(TypeRef type, Origin origin, Kind kind, boolean generic, Access access,
      ByteOrder order, BitOrder bitOrder, List<FieldModel> fields, UnionModel union,
      Framing framing, ViewRequest view) {
    this(type, origin, kind, generic, access, order, bitOrder, fields, union, framing, view,
        true);
  }

  /** The same message with other fields and framing (a union variant's tag taken in). */
  public MessageModel with(List<FieldModel> fields, Framing framing) {
    return new MessageModel(type, origin, kind, generic, access, order, bitOrder, fields, union,
        framing, view, checkedConstructor);
  }

  /** A message that asks for no view. */
  public MessageModel(TypeRef type, Origin origin, Kind kind, boolean generic, Access access,
      ByteOrder order, BitOrder bitOrder, List<FieldModel> fields, UnionModel union,
      Framing framing) {
    this(type, origin, kind, generic, access, order, bitOrder, fields, union, framing,
        ViewRequest.NONE);
  }

  public boolean isUnion() {
    return union != null;
  }

  /** The kind of type that carries {@code @Message}. */
  public enum Kind {
    RECORD,
    CLASS,
    /** A class compiled from Kotlin (a kapt stub, which carries {@code kotlin.Metadata}). */
    KOTLIN_CLASS,
    INTERFACE,
    ANNOTATION,
    ENUM,
    OTHER
  }

  /** Visibility from the generated codec's point of view. */
  public enum Access {
    /** Public or package-private, in a chain of such types: the codec can name it. */
    ACCESSIBLE,
    /** Private, or nested in a private type. */
    PRIVATE,
    /** A local record, declared inside a method. */
    LOCAL
  }
}
