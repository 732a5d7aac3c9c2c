package io.framewright.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.Codec;
import io.framewright.runtime.FixedSizeCodec;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Runs what a compile-testing compilation produced: a class loader over its class output (the
 * test sources' classes and the generated codecs, with the runtime from the test's own class
 * path), and reflective helpers to build records and round-trip them through their codecs.
 */
final class GeneratedClasses extends ClassLoader {
  private final Compilation compilation;

  GeneratedClasses(Compilation compilation) {
    super(GeneratedClasses.class.getClassLoader());
    this.compilation = compilation;
    // As the test's own class loader (Surefire enables assertions there): generated encoders
    // check @Using(neverWrites) with an assert.
    setDefaultAssertionStatus(GeneratedClasses.class.desiredAssertionStatus());
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    Optional<byte[]> bytes = bytes(name.replace('.', '/') + ".class");
    if (bytes.isEmpty()) {
      throw new ClassNotFoundException(name);
    }
    return defineClass(name, bytes.get(), 0, bytes.get().length);
  }

  @Override
  protected URL findResource(String name) {
    Optional<byte[]> bytes = bytes(name);
    if (bytes.isEmpty()) {
      return null;
    }
    try {
      return new URL(null, "generated:" + name, new URLStreamHandler() {
        @Override
        protected URLConnection openConnection(URL u) {
          return new URLConnection(u) {
            @Override
            public void connect() {}

            @Override
            public InputStream getInputStream() {
              return new ByteArrayInputStream(bytes.get());
            }
          };
        }
      });
    } catch (MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  protected Enumeration<URL> findResources(String name) {
    URL url = findResource(name);
    return Collections.enumeration(url == null ? List.of() : List.of(url));
  }

  private Optional<byte[]> bytes(String path) {
    Optional<JavaFileObject> file = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path);
    if (file.isEmpty()) {
      return Optional.empty();
    }
    try (InputStream in = file.get().openInputStream()) {
      return Optional.of(in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A new {@code test.<record>} from its canonical constructor. */
  Object make(String record, Object... args) throws ReflectiveOperationException {
    Class<?> type = loadClass("test." + record);
    Class<?>[] types = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType)
        .toArray(Class<?>[]::new);
    Constructor<?> ctor = type.getDeclaredConstructor(types);
    ctor.setAccessible(true);
    return ctor.newInstance(args);
  }

  /** The constant {@code name} of enum {@code test.<enumName>}. */
  Object constant(String enumName, String name) throws ReflectiveOperationException {
    for (Object c : loadClass("test." + enumName).getEnumConstants()) {
      if (((Enum<?>) c).name().equals(name)) {
        return c;
      }
    }
    throw new AssertionError(enumName + "." + name);
  }

  /** A {@code test.<element>[]} holding {@code values}. */
  Object array(String element, Object... values) throws ReflectiveOperationException {
    Object array = Array.newInstance(loadClass("test." + element), values.length);
    for (int i = 0; i < values.length; i++) {
      Array.set(array, i, values[i]);
    }
    return array;
  }

  /** {@code test.<record>Codec.INSTANCE}. */
  @SuppressWarnings("unchecked")
  Codec<Object> codec(String record) throws ReflectiveOperationException {
    return (Codec<Object>) loadClass("test." + record + "Codec").getField("INSTANCE").get(null);
  }

  /** Encodes a new {@code record(args)}, decodes it and compares every component deeply. */
  void roundTrip(String record, Object... args) throws ReflectiveOperationException {
    Object value = make(record, args);
    Codec<Object> codec = codec(record);
    byte[] wire = codec.encode(value);
    assertWithMessage("%s size", record).that(wire.length)
        .isEqualTo(((FixedSizeCodec<?>) codec).fixedSize());
    Object back = codec.decode(wire);
    assertWithMessage("%s from %s", record, hex(wire)).that(describe(back))
        .isEqualTo(describe(value));
  }

  /**
   * A value as a string that is equal for equal values: records by component, arrays by element,
   * floating point by bit pattern.
   */
  static String describe(Object value) throws ReflectiveOperationException {
    if (value == null) {
      return "null";
    }
    Class<?> type = value.getClass();
    if (type.isArray()) {
      StringBuilder sb = new StringBuilder("[");
      for (int i = 0; i < Array.getLength(value); i++) {
        sb.append(describe(Array.get(value, i))).append(", ");
      }
      return sb.append("]").toString();
    }
    if (value instanceof List<?> list) {
      StringBuilder sb = new StringBuilder("List[");
      for (Object element : list) {
        sb.append(describe(element)).append(", ");
      }
      return sb.append("]").toString();
    }
    if (type.isRecord()) {
      StringBuilder sb = new StringBuilder(type.getSimpleName()).append("(");
      for (RecordComponent rc : type.getRecordComponents()) {
        rc.getAccessor().setAccessible(true);
        sb.append(rc.getName()).append('=').append(describe(rc.getAccessor().invoke(value)))
            .append(", ");
      }
      return sb.append(")").toString();
    }
    if (value instanceof Float f) {
      return "float:" + Integer.toHexString(Float.floatToRawIntBits(f));
    }
    if (value instanceof Double d) {
      return "double:" + Long.toHexString(Double.doubleToRawLongBits(d));
    }
    return type.getSimpleName() + ":" + Objects.toString(value);
  }

  /** Compiles {@code files} (lint aside) and loads what came out; any error fails the test. */
  static GeneratedClasses load(JavaFileObject... files) {
    Compilation c = Compilations.compile(files);
    assertWithMessage("diagnostics:\n%s", Compilations.describe(c)).that(c.errors()).isEmpty();
    return new GeneratedClasses(c);
  }

  /** Compiles {@code files} with every lint warning on, requires none, and loads the result. */
  static GeneratedClasses loadWithoutWarnings(JavaFileObject... files) {
    Compilation c = Compilations.compileWithLint(files);
    com.google.testing.compile.CompilationSubject.assertThat(c).succeededWithoutWarnings();
    return new GeneratedClasses(c);
  }

  /**
   * Encodes {@code value} with {@code test.<codecOf>Codec} and expects {@code hex} (written by
   * hand, spaces allowed), checks {@code size}, and decodes {@code hex} back to an equal value.
   */
  void assertWire(String codecOf, Object value, String hex) throws ReflectiveOperationException {
    Codec<Object> codec = codec(codecOf);
    String expected = hex.replace(" ", "");
    byte[] wire = codec.encode(value);
    assertWithMessage("%s encoded", describe(value)).that(hex(wire)).isEqualTo(expected);
    assertWithMessage("%s size", describe(value)).that(codec.size(value))
        .isEqualTo(wire.length);
    Object back = codec.decode(java.util.HexFormat.of().parseHex(expected));
    assertWithMessage("%s decoded from %s", codecOf, expected).that(describe(back))
        .isEqualTo(describe(value));
  }

  /** Decoding {@code hex} (spaces allowed) with {@code test.<codecOf>Codec} fails typed. */
  io.framewright.runtime.DecodeException decodeFails(String codecOf, String hex)
      throws ReflectiveOperationException {
    Codec<Object> codec = codec(codecOf);
    byte[] bytes = java.util.HexFormat.of().parseHex(hex.replace(" ", ""));
    return org.junit.jupiter.api.Assertions.assertThrows(
        io.framewright.runtime.DecodeException.class, () -> codec.decode(bytes));
  }

  /**
   * Decoding {@code hex} fails typed, as the codec's {@code read} through a reader fails it
   * (the same path, offset and message, bytes left over named by the message, as decode names
   * them): for decodes that keep their position in locals. Returns decode's error.
   */
  io.framewright.runtime.DecodeException decodeFailsAsRead(String codecOf, String hex)
      throws ReflectiveOperationException {
    Codec<Object> codec = codec(codecOf);
    byte[] bytes = java.util.HexFormat.of().parseHex(hex.replace(" ", ""));
    io.framewright.runtime.DecodeException decoded = decodeFails(codecOf, hex);
    io.framewright.runtime.DecodeException read = org.junit.jupiter.api.Assertions.assertThrows(
        io.framewright.runtime.DecodeException.class, () -> {
          io.framewright.runtime.WireReader in = new io.framewright.runtime.WireReader(bytes);
          codec.read(in);
          in.expectEnd(codecOf);
        });
    assertWithMessage("the path of %s", hex).that(decoded.fieldPath()).isEqualTo(read.fieldPath());
    assertWithMessage("the offset of %s", hex).that(decoded.byteOffset())
        .isEqualTo(read.byteOffset());
    assertWithMessage("the error of %s", hex).that(decoded.getMessage())
        .isEqualTo(read.getMessage());
    return decoded;
  }

  /** Encoding {@code value} with {@code test.<codecOf>Codec} fails typed. */
  io.framewright.runtime.EncodeException encodeFails(String codecOf, Object value)
      throws ReflectiveOperationException {
    Codec<Object> codec = codec(codecOf);
    return org.junit.jupiter.api.Assertions.assertThrows(
        io.framewright.runtime.EncodeException.class, () -> codec.encode(value));
  }

  /** Lower-case hex, two digits a byte, no separators. */
  static String hex(byte[] bytes) {
    StringBuilder sb = new StringBuilder();
    for (byte b : bytes) {
      sb.append(String.format(Locale.ROOT, "%02x", b & 0xFF));
    }
    return sb.toString();
  }
}
