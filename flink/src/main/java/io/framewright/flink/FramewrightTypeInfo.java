package io.framewright.flink;

import java.util.Objects;
import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/**
 * Flink type information for a Framewright message type: its serializer is a
 * {@link FramewrightTypeSerializer}, so the messages travel between operators and sit in state in
 * the codec's encoding instead of going to Kryo (a sealed interface of messages is no POJO, so
 * Flink's own analysis would give it a generic type). The schemas and formats of this module give
 * it as their produced type; elsewhere:
 *
 * <pre>{@code
 * stream.map(...).returns(FramewrightTypeInfo.of(BeerMessage.class))
 * }</pre>
 *
 * <p>or on the type itself, {@code @TypeInfo(FramewrightTypeInfoFactory.class)}.
 *
 * @param <T> the message type
 */
public final class FramewrightTypeInfo<T> extends TypeInformation<T> {
  private static final long serialVersionUID = 1L;

  private final Class<T> type;

  private FramewrightTypeInfo(Class<T> type) {
    this.type = Objects.requireNonNull(type, "type");
  }

  /** The type information of {@code type}, whose codec is found when the serializer is used. */
  public static <T> FramewrightTypeInfo<T> of(Class<T> type) {
    return new FramewrightTypeInfo<>(type);
  }

  @Override
  public boolean isBasicType() {
    return false;
  }

  @Override
  public boolean isTupleType() {
    return false;
  }

  @Override
  public int getArity() {
    return 1;
  }

  @Override
  public int getTotalFields() {
    return 1;
  }

  @Override
  public Class<T> getTypeClass() {
    return type;
  }

  /** Not a key: key streams by a field of the message ({@code keyBy(m -> m.playerId())}). */
  @Override
  public boolean isKeyType() {
    return false;
  }

  @Override
  public TypeSerializer<T> createSerializer(SerializerConfig config) {
    return new FramewrightTypeSerializer<>(type);
  }

  @Override
  public String toString() {
    return "Framewright<" + type.getName() + ">";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FramewrightTypeInfo<?> i && i.type == type;
  }

  @Override
  public int hashCode() {
    return type.hashCode();
  }

  @Override
  public boolean canEqual(Object o) {
    return o instanceof FramewrightTypeInfo;
  }
}
