package io.framewright.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.WireType;
import java.util.List;

/** Maps model types to JavaPoet type names. */
public final class JavaTypes {
  /**
   * The superclass of every codec. Generated code names the runtime's internal helpers through
   * its protected nested classes ({@link #support}): the module {@code io.framewright.runtime}
   * does not export {@code io.framewright.runtime.internal}, so a codec in a user's named module
   * could not name them there.
   */
  public static final ClassName CODEC_SUPPORT = ClassName.get("io.framewright.runtime", "CodecSupport");
  public static final ClassName BYTES = support("Bytes");
  public static final ClassName BITS = support("Bits");
  public static final ClassName DECODE_EXCEPTION =
      ClassName.get("io.framewright.runtime", "DecodeException");
  public static final ClassName ENCODE_EXCEPTION =
      ClassName.get("io.framewright.runtime", "EncodeException");
  public static final ClassName FIELD_SPANS = ClassName.get("io.framewright.runtime", "FieldSpans");
  public static final ClassName WIRE_READER = ClassName.get("io.framewright.runtime", "WireReader");
  public static final ClassName CONTEXT_REQUIRED =
      ClassName.get("io.framewright.runtime", "ContextRequiredException");
  public static final ClassName CODEC = ClassName.get("io.framewright.runtime", "Codec");
  public static final ClassName FIXED_SIZE_CODEC =
      ClassName.get("io.framewright.runtime", "FixedSizeCodec");
  public static final ClassName CODEC_PROVIDER = ClassName.get("io.framewright.runtime", "CodecProvider");
  public static final ClassName TEXT = ClassName.get("io.framewright.runtime", "Text");
  public static final ClassName BACK_REFERENCES =
      ClassName.get("io.framewright.runtime", "BackReferences");
  public static final ClassName COMPRESSION_CONTEXT =
      ClassName.get("io.framewright.runtime", "CompressionContext");
  public static final ClassName REFERENCED_LIST =
      ClassName.get("io.framewright.runtime", "ReferencedList");
  public static final ClassName ENUMS = support("Enums");
  public static final ClassName LENGTHS = support("Lengths");
  public static final ClassName DELIMITERS = support("Delimiters");
  public static final ClassName VARINTS = support("Varints");
  public static final ClassName TRUNCATION = support("Truncation");
  public static final ClassName HEX = ClassName.get("io.framewright.runtime", "Hex");
  public static final ClassName CHECKSUMS = support("Checksums");
  public static final ClassName TABLES = support("Tables");
  public static final ClassName LISTS = support("Lists");
  public static final ClassName DESCRIBED = support("Described");
  public static final ClassName NESTED_CODECS = support("NestedCodecs");
  public static final ClassName LIST = ClassName.get("java.util", "List");
  public static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
  public static final ClassName COLLECTIONS = ClassName.get("java.util", "Collections");
  public static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
  public static final ClassName STANDARD_CHARSETS =
      ClassName.get("java.nio.charset", "StandardCharsets");

  /**
   * The helper class {@code name} as generated code reaches it:
   * {@code CodecSupport.Internal.name}.
   */
  private static ClassName support(String name) {
    return CODEC_SUPPORT.nestedClass("Internal").nestedClass(name);
  }

  /** The charset constant of a text field, e.g. {@code StandardCharsets.UTF_8}. */
  public static com.palantir.javapoet.CodeBlock charset(WireType.Text t) {
    String constant = switch (t.charset().toUpperCase(java.util.Locale.ROOT)) {
      case "UTF-8" -> "UTF_8";
      case "US-ASCII" -> "US_ASCII";
      case "ISO-8859-1" -> "ISO_8859_1";
      case "UTF-16LE" -> "UTF_16LE";
      case "UTF-16BE" -> "UTF_16BE";
      default -> null;
    };
    if (constant != null) {
      return com.palantir.javapoet.CodeBlock.of("$T.$L", STANDARD_CHARSETS, constant);
    }
    return com.palantir.javapoet.CodeBlock.of("$T.forName($S)",
        ClassName.get("java.nio.charset", "Charset"), t.charset());
  }

  private JavaTypes() {}

  public static ClassName className(TypeRef t) {
    List<String> names = t.simpleNames();
    return ClassName.get(t.packageName(), names.get(0),
        names.subList(1, names.size()).toArray(new String[0]));
  }

  public static TypeName boxed(TypeName t) {
    return t.isPrimitive() ? t.box() : t;
  }

  /** The Java type of a component: boxed where the component is a nullable scalar. */
  public static TypeName ofField(io.framewright.processor.model.FieldModel f) {
    TypeName t = of(f.type());
    return f.nullable() ? boxed(t) : t;
  }

  public static TypeName primitive(Primitive p) {
    return switch (p) {
      case BOOLEAN -> TypeName.BOOLEAN;
      case BYTE -> TypeName.BYTE;
      case SHORT -> TypeName.SHORT;
      case CHAR -> TypeName.CHAR;
      case INT -> TypeName.INT;
      case LONG -> TypeName.LONG;
      case FLOAT -> TypeName.FLOAT;
      case DOUBLE -> TypeName.DOUBLE;
    };
  }

  public static TypeName of(WireType t) {
    if (t instanceof WireType.Scalar s) {
      return primitive(s.primitive());
    } else if (t instanceof WireType.Enum e) {
      return className(e.model().type());
    } else if (t instanceof WireType.Nested n) {
      return className(n.type());
    } else if (t instanceof WireType.Array a) {
      if (a.list()) {
        return com.palantir.javapoet.ParameterizedTypeName.get(LIST, boxed(of(a.element())));
      }
      return ArrayTypeName.of(a.boxed() ? boxed(of(a.element())) : of(a.element()));
    } else if (t instanceof WireType.Text) {
      return ClassName.get(String.class);
    } else if (t instanceof WireType.Unsupported u && u.javaType().matches("[\\w.$]+")) {
      // A type only a @Using codec understands.
      return ClassName.bestGuess(u.javaType());
    }
    throw new IllegalArgumentException("no Java type for " + t);
  }
}
