package io.framewright.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.WireReader;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.WireField;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * Component values a custom codec ({@code @Using}) reads and writes, as JSON: in the form the
 * codec declares ({@link ValueCodec#jsonForm()}). {@link ValueCodec.JsonForm#STRING} and
 * {@link ValueCodec.JsonForm#JSON} go through the codec's {@code toJson} and {@code fromJson};
 * {@link ValueCodec.JsonForm#BYTES}, the default, is the value as JSON knows its Java type, and
 * for a type it does not know (the user's own class) the bytes the codec writes,
 * {@code {"hex": "..."}}, read back through the codec's {@code read}.
 *
 * <p>The codec of a component is the one its message's layout description names
 * ({@link WireField#custom()}): {@code @Using} is not kept at run time.
 */
final class CustomValues {
  private CustomValues() {}

  /** The JSON member that holds the bytes. */
  static final String HEX = "hex";

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The custom codecs of each record type's components, by component name. */
  private static final ClassValue<Map<String, ValueCodec<Object>>> CODECS = new ClassValue<>() {
    @Override
    protected Map<String, ValueCodec<Object>> computeValue(Class<?> type) {
      return find(type);
    }
  };

  /**
   * The custom codec of component {@code component} of record type {@code record}, when its
   * value is to be written in the codec's JSON form ({@link #applies}); else null.
   */
  static ValueCodec<Object> codecOf(Class<?> record, String component, Class<?> valueType) {
    ValueCodec<Object> codec = CODECS.get(record).get(component);
    return codec != null && applies(codec, valueType) ? codec : null;
  }

  /**
   * Whether values of {@code type} are written in {@code codec}'s form: one it declares, or
   * for the default one ({@code BYTES}) a type the JSON has no form of its own for.
   */
  private static boolean applies(ValueCodec<Object> codec, Class<?> type) {
    return codec.jsonForm() != ValueCodec.JsonForm.BYTES || !RecordJson.knows(type);
  }

  /** Writes {@code value} in {@code codec}'s JSON form. */
  static void write(JsonGenerator g, ValueCodec<Object> codec, Object value) throws IOException {
    switch (codec.jsonForm()) {
      case STRING -> g.writeString(codec.toJson(value));
      // Parsed, not written raw: text that is no JSON value fails here, not in a reader later.
      case JSON -> g.writeTree(JSON.readTree(codec.toJson(value)));
      case BYTES -> {
        g.writeStartObject();
        g.writeStringField(HEX, Hex.compact(bytes(codec, value)));
        g.writeEndObject();
      }
    }
  }

  /**
   * The value {@code codec} reads from {@code n}, in its JSON form.
   *
   * @throws JsonInputException naming {@code path} if {@code n} is not in that form, or the
   *     codec rejects it
   */
  static Object read(JsonNode n, ValueCodec<Object> codec, String path) {
    String name = codec.getClass().getSimpleName();
    switch (codec.jsonForm()) {
      case STRING -> {
        if (!n.isTextual()) {
          throw new JsonInputException(path + ": expected a string " + name + " reads but found "
              + RecordJson.excerpt(n));
        }
        return fromJson(codec, n.textValue(), path);
      }
      case JSON -> {
        return fromJson(codec, n.toString(), path);
      }
      default -> {
        if (!n.path(HEX).isTextual()) {
          throw new JsonInputException(path + ": expected {\"" + HEX + "\": \"...\"}, the bytes "
              + name + " writes, but found " + RecordJson.excerpt(n));
        }
        return read(codec, RecordJson.hex(n.get(HEX), path), path);
      }
    }
  }

  private static Object fromJson(ValueCodec<Object> codec, String json, String path) {
    try {
      return codec.fromJson(json);
    } catch (RuntimeException e) {
      throw new JsonInputException(path + ": " + codec.getClass().getSimpleName()
          + " does not read " + json + ": " + e.getMessage(), e);
    }
  }

  /** The bytes {@code codec} writes for {@code value}. */
  static byte[] bytes(ValueCodec<Object> codec, Object value) {
    byte[] out = new byte[codec.size(value)];
    codec.write(value, out, 0, out.length);
    return out;
  }

  /**
   * The value {@code codec} reads from all of {@code bytes}.
   *
   * @throws JsonInputException if it does not read them, or leaves some
   */
  static Object read(ValueCodec<Object> codec, byte[] bytes, String path) {
    WireReader in = new WireReader(bytes);
    Object value;
    try {
      value = codec.read(in);
    } catch (DecodeException e) {
      throw new JsonInputException(path + ": " + e.getMessage(), e);
    }
    if (in.position() != bytes.length) {
      throw new JsonInputException(path + ": " + codec.getClass().getSimpleName() + " reads "
          + in.position() + " of the " + bytes.length + " bytes of \"" + HEX + "\"");
    }
    return value;
  }

  /** The custom codecs the layout description of {@code type}'s codec names, by component. */
  @SuppressWarnings("unchecked")
  private static Map<String, ValueCodec<Object>> find(Class<?> type) {
    Map<String, ValueCodec<Object>> out = new HashMap<>();
    if (!type.isRecord()) {
      return out;
    }
    try {
      if (Framewright.codec(type).description().orElse(null) instanceof RecordLayout r) {
        for (WireField f : r.fields()) {
          if (f.custom() != null) {
            out.put(f.name(), (ValueCodec<Object>) f.custom().codec());
          }
        }
      }
    } catch (RuntimeException | LinkageError e) {
      return out; // no codec, or one that can not be made: the value is shown as JSON knows it
    }
    return out;
  }
}
