package io.framewright.flink;

import java.lang.reflect.Type;
import java.util.Map;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;

/**
 * Makes Flink's type extraction pick {@link FramewrightTypeInfo} for a message type annotated
 * with {@code @TypeInfo(FramewrightTypeInfoFactory.class)}, wherever the type appears (a map's
 * result, a field of a POJO, a tuple's element), without {@code returns(...)} at each operator.
 *
 * @param <T> the message type
 */
public final class FramewrightTypeInfoFactory<T> extends TypeInfoFactory<T> {
  @Override
  @SuppressWarnings("unchecked")
  public TypeInformation<T> createTypeInfo(Type t, Map<String, TypeInformation<?>> parameters) {
    if (!(t instanceof Class<?> c)) {
      throw new IllegalArgumentException("a Framewright message type is a class, not " + t);
    }
    return FramewrightTypeInfo.of((Class<T>) c);
  }
}
