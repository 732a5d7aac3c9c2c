package io.framewright.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.WireType;
import java.util.List;

/** Maps model types to JavaPoet type names. */
final class JavaTypes {
  static final ClassName BYTES = ClassName.get("io.framewright.runtime", "Bytes");
  static final ClassName BITS = ClassName.get("io.framewright.runtime", "Bits");
  static final ClassName DECODE_EXCEPTION =
      ClassName.get("io.framewright.runtime", "DecodeException");
  static final ClassName ENCODE_EXCEPTION =
      ClassName.get("io.framewright.runtime", "EncodeException");
  static final ClassName FIELD_SPANS = ClassName.get("io.framewright.runtime", "FieldSpans");
  static final ClassName WIRE_READER = ClassName.get("io.framewright.runtime", "WireReader");
  static final ClassName CODEC = ClassName.get("io.framewright.runtime", "Codec");
  static final ClassName FIXED_SIZE_CODEC =
      ClassName.get("io.framewright.runtime", "FixedSizeCodec");
  static final ClassName CODEC_PROVIDER = ClassName.get("io.framewright.runtime", "CodecProvider");

  private JavaTypes() {}

  static ClassName className(TypeRef t) {
    List<String> names = t.simpleNames();
    return ClassName.get(t.packageName(), names.get(0),
        names.subList(1, names.size()).toArray(new String[0]));
  }

  static TypeName primitive(Primitive p) {
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

  static TypeName of(WireType t) {
    if (t instanceof WireType.Scalar s) {
      return primitive(s.primitive());
    } else if (t instanceof WireType.Enum e) {
      return className(e.model().type());
    } else if (t instanceof WireType.Nested n) {
      return className(n.type());
    } else if (t instanceof WireType.Array a) {
      return ArrayTypeName.of(of(a.element()));
    }
    throw new IllegalArgumentException("no Java type for " + t);
  }
}
