package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.TypeRef;

/**
 * Calls into the user's own code: a record's canonical constructor (which may validate), a
 * {@code @Using} codec, a checksum algorithm. Whatever such code throws comes out of a codec as
 * its typed error, so that a stream framer or a server can treat it as a bad message: a
 * {@code DecodeException} with the offset where the message or field starts, its path and the
 * cause, or an {@code EncodeException} with the path and the cause. A codec's own exception
 * (thrown by a {@code @Using} codec, say) passes on as it is, with the component's path in
 * front. A try block costs nothing in HotSpot until something is thrown.
 */
public final class UserCalls {
  private UserCalls() {}

  /** The arguments {@code DecodeException} factories take for the input: in a codec's body. */
  public static final CodeBlock INPUT = CodeBlock.of("buf, start, end");

  /** The same, read from the {@code WireReader in}. */
  public static final CodeBlock READER_INPUT = CodeBlock.of("in.buffer(), in.start(), in.end()");

  /**
   * {@code body}, run while decoding: a {@code DecodeException} passes unchanged (its path is
   * already relative to the message being decoded); any other {@link RuntimeException} becomes
   * {@code DecodeException.rejected}.
   *
   * @param input {@link #INPUT} or {@link #READER_INPUT}
   * @param pos the index where the message or field being decoded starts
   * @param path the field path relative to the message being decoded ("" for the message)
   * @param expected what the user's code accepts, as the error's "expected"
   */
  public static CodeBlock decoding(CodeBlock body, CodeBlock input, CodeBlock pos, String path,
      String expected) {
    return decoding(body, input, pos, path, expected, CodeBlock.of("e"));
  }

  /**
   * As {@link #decoding}, for a component read by a codec of its own ({@code @Using}), whose
   * {@code DecodeException}s are relative to the component: they get {@code path} in front.
   */
  public static CodeBlock decodingComponent(CodeBlock body, CodeBlock input, CodeBlock pos,
      String path, String expected) {
    return decoding(body, input, pos, path, expected, CodeBlock.of("e.inField($S)", path));
  }

  private static CodeBlock decoding(CodeBlock body, CodeBlock input, CodeBlock pos, String path,
      String expected, CodeBlock own) {
    return CodeBlock.builder()
        .beginControlFlow("try")
        .add(body)
        .nextControlFlow("catch ($T e)", JavaTypes.DECODE_EXCEPTION)
        .addStatement("throw $L", own)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.rejected($L, $L, $S, $S, e)", JavaTypes.DECODE_EXCEPTION, input,
            pos, path, expected)
        .endControlFlow()
        .build();
  }

  /**
   * {@code body}, run while encoding or sizing: an {@code EncodeException} gets {@code path}
   * in front of its own; any other {@link RuntimeException} becomes
   * {@code EncodeException.rejected}.
   *
   * @param who the user's code {@code body} calls, named in the error
   */
  public static CodeBlock encoding(CodeBlock body, String path, String who) {
    return CodeBlock.builder()
        .beginControlFlow("try")
        .add(body)
        .nextControlFlow("catch ($T e)", JavaTypes.ENCODE_EXCEPTION)
        .addStatement("throw e.inField($S)", path)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.rejected($S, $S, e)", JavaTypes.ENCODE_EXCEPTION, path, who)
        .endControlFlow()
        .build();
  }

  /**
   * {@code return new T(args)}, where T's compact constructor may validate (or normalise) the
   * values read: what it throws is a decode error at {@code pos}, the start of the message.
   *
   * @param path the path of the record relative to the message being decoded ("" for itself)
   */
  public static CodeBlock construct(TypeRef type, CodeBlock args, CodeBlock input, CodeBlock pos,
      String path) {
    return construct(type, true, args, input, pos, path);
  }

  /**
   * As {@link #construct(TypeRef, CodeBlock, CodeBlock, CodeBlock, String)}, without the handler
   * where {@code checked} is false: a constructor the compiler made only assigns, and a
   * try/catch around the allocation keeps C2 from folding a small record's construction.
   */
  public static CodeBlock construct(TypeRef type, boolean checked, CodeBlock args,
      CodeBlock input, CodeBlock pos, String path) {
    if (!checked) {
      return CodeBlock.builder()
          .addStatement("return new $T($L)", JavaTypes.className(type), args)
          .build();
    }
    return CodeBlock.builder()
        .add("// $L's constructor may reject the values\n", type.nestedName())
        .add(decoding(
            CodeBlock.builder().addStatement("return new $T($L)", JavaTypes.className(type), args)
                .build(),
            input, pos, path, "a value " + type.nestedName() + "'s constructor accepts"))
        .build();
  }
}
