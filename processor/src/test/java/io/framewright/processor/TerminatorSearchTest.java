package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.EncodeException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 18: a delimited message whose bytes can not hold its one-byte terminator (decided from
 * the layout at compile time) is written without searching them for it; one whose only such
 * bytes are a trailing text's looks for the char in the string, as it writes the text when that
 * text is written in one pass (no maximum); any other still searches. Each still rejects a
 * value that holds the terminator, at the same byte offset, and the wire is the same.
 */
class TerminatorSearchTest {
  private static final JavaFileObject[] SOURCES = {
      // UTF-8 never writes ff: no search
      type("Utf8Line",
          "@Message @Delimited(terminator = 0xFF)",
          "record Utf8Line(@Remaining @Text(charset = \"UTF-8\") String text) {}"),
      // Latin-1 writes ff for U+00FF: searched
      type("Latin1Line",
          "@Message @Delimited(terminator = 0xFF)",
          "record Latin1Line(@Remaining @Text(charset = \"ISO-8859-1\") String text) {}"),
      // UTF-8 writes 0a for U+000A: searched
      type("Utf8NewLine",
          "@Message @Delimited(terminator = 0x0A)",
          "record Utf8NewLine(@Remaining @Text(charset = \"UTF-8\") String text) {}"),
      // string items (01, UTF-8, 00) in an ff-terminated message, as pies packets are: no search
      type("StrItem",
          "@Message @Magic(0x01) @Delimited(terminator = 0x00)",
          "record StrItem(@Remaining @Text(charset = \"UTF-8\") String value) {}"),
      type("Items",
          "@Message @Delimited(terminator = 0xFF)",
          "record Items(StrItem first, StrItem second) {}"),
      // a magic of ff: searched (the byte is there in every value)
      type("FfItem",
          "@Message @Magic(0xFF) @Delimited(terminator = 0x00)",
          "record FfItem(@Remaining @Text(charset = \"UTF-8\") String value) {}"),
      type("FfItems",
          "@Message @Delimited(terminator = 0xFF)",
          "record FfItems(FfItem first) {}"),
      // a maximum is checked on the text's measured length: measured, then looked into
      type("ShortLine",
          "@Message @Delimited(terminator = 0x0A)",
          "record ShortLine(@Remaining(max = 8) @Text(charset = \"UTF-8\") String text) {}"),
      // a number may hold any byte: searched
      type("Counted",
          "@Message @Delimited(terminator = 0xFF)",
          "record Counted(StrItem name, short count) {}"),
  };

  private static String source(Compilation c, String codec) throws Exception {
    return c.generatedSourceFile("test." + codec).orElseThrow().getCharContent(true).toString();
  }

  @Test
  void onlyBodiesThatCanNotHoldTheTerminatorSkipTheSearch() throws Exception {
    Compilation c = Compilations.compile(SOURCES);
    assertWithMessage("diagnostics:\n%s", Compilations.describe(c)).that(c.errors()).isEmpty();
    for (String free : new String[] {"Utf8LineCodec", "ItemsCodec"}) {
      String code = source(c, free);
      assertWithMessage(free).that(code).contains("Delimiters.append(buf, end, limit, TERMINATOR");
      assertWithMessage(free).that(code).doesNotContain("Delimiters.terminate(");
    }
    // only the trailing text can hold it, as the char of the same value: looked for in the string
    // as the text is written (an item's text follows its 1-byte magic; an ff magic is no 00),
    // and the terminator appended after it without a look
    for (String text : new String[] {"Latin1LineCodec", "Utf8NewLineCodec", "StrItemCodec",
        "FfItemCodec"}) {
      boolean item = text.endsWith("ItemCodec");
      String code = source(c, text);
      assertWithMessage(text).that(code).contains("Delimiters.writeTextBefore("
          + (item ? "value_" : "text") + ", StandardCharsets.");
      assertWithMessage(text).that(code).contains(", buf, p, limit, \""
          + (item ? "value" : "text") + "\", TERMINATOR, \"\", " + (item ? 1 : 0) + ");");
      assertWithMessage(text).that(code).contains(
          "return CodecSupport.Internal.Delimiters.append(buf, end, limit, TERMINATOR, \"\");");
      assertWithMessage(text).that(code).doesNotContain("Delimiters.terminate(");
      assertWithMessage(text).that(code).doesNotContain("Delimiters.appendAfterText(");
    }
    // a text measured before it is written: looked for in the string after it
    String measured = source(c, "ShortLineCodec");
    assertThat(measured).contains("Delimiters.appendAfterText(buf, end, limit, TERMINATOR, \"\","
        + " value.text(), 0, StandardCharsets.UTF_8);");
    assertThat(measured).doesNotContain("Delimiters.writeTextBefore(");
    assertThat(measured).doesNotContain("Delimiters.terminate(");
    for (String searched : new String[] {"FfItemsCodec", "CountedCodec"}) {
      String code = source(c, searched);
      assertWithMessage(searched).that(code).contains("Delimiters.terminate(buf, p, end, limit");
      assertWithMessage(searched).that(code).doesNotContain("Delimiters.append");
    }
  }

  @Test
  void theWireIsUnchangedAndATerminatorInTheValueIsStillRejected() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(SOURCES);
    // U+00FF is c3 bf in UTF-8, and ends the value in ff after it
    loader.assertWire("Utf8Line", loader.make("Utf8Line", "a\u00ff"), "61 c3bf ff");
    loader.assertWire("Utf8Line", loader.make("Utf8Line", ""), "ff");
    loader.assertWire("Items", loader.make("Items", loader.make("StrItem", "x\u00ff"),
        loader.make("StrItem", "")), "01 78c3bf 00 01 00 ff");
    loader.assertWire("Latin1Line", loader.make("Latin1Line", "ab"), "6162 ff");

    EncodeException e = loader.encodeFails("Latin1Line", loader.make("Latin1Line", "a\u00ff"));
    assertThat(e.fieldPath()).isEqualTo("Latin1Line");
    assertThat(e.getMessage()).contains("contains its terminator ff at byte 1,");
    e = loader.encodeFails("Utf8NewLine", loader.make("Utf8NewLine", "a\nb"));
    assertThat(e.fieldPath()).isEqualTo("Utf8NewLine");
    assertThat(e.getMessage()).contains("contains its terminator 0a at byte 1,");
    // the byte offset counts UTF-8 bytes (U+00E9 is c3 a9), and a magic before the text
    e = loader.encodeFails("Utf8NewLine", loader.make("Utf8NewLine", "\u00e9\u00e9\n"));
    assertThat(e.getMessage()).contains("contains its terminator 0a at byte 4,");
    e = loader.encodeFails("StrItem", loader.make("StrItem", "\u00e9\u0000"));
    assertThat(e.fieldPath()).isEqualTo("StrItem");
    assertThat(e.getMessage()).contains("contains its terminator 00 at byte 3,");
    e = loader.encodeFails("Items", loader.make("Items", loader.make("StrItem", "x"),
        loader.make("StrItem", "a\u0000")));
    assertThat(e.fieldPath()).isEqualTo("Items.second");
    assertThat(e.getMessage()).contains("contains its terminator 00 at byte 2,");
    loader.assertWire("Utf8NewLine", loader.make("Utf8NewLine", "\u00e9"), "c3a9 0a");
    loader.assertWire("StrItem", loader.make("StrItem", "\u00e9"), "01 c3a9 00");
    loader.assertWire("ShortLine", loader.make("ShortLine", "ab"), "6162 0a");
    e = loader.encodeFails("ShortLine", loader.make("ShortLine", "a\nb"));
    assertThat(e.fieldPath()).isEqualTo("ShortLine");
    assertThat(e.getMessage()).contains("contains its terminator 0a at byte 1,");
    // the terminator in a text after its room: the room is reported first, as before
    e = org.junit.jupiter.api.Assertions.assertThrows(EncodeException.class,
        () -> loader.codec("Utf8NewLine").encode(loader.make("Utf8NewLine", "a\nb"),
            new byte[3], 0));
    assertThat(e.fieldPath()).isEqualTo("Utf8NewLine");
    assertThat(e.getMessage()).contains("1 byte(s) do not fit the 0 byte(s) left");
    e = loader.encodeFails("Counted", loader.make("Counted", loader.make("StrItem", "n"),
        (short) 0x00FF));
    assertThat(e.fieldPath()).isEqualTo("Counted");
    // the room for the terminator is checked as before: one byte short of it
    byte[] buf = new byte[3];
    e = org.junit.jupiter.api.Assertions.assertThrows(EncodeException.class,
        () -> loader.codec("Utf8Line").encode(loader.make("Utf8Line", "a\u00ff"), buf, 0));
    assertThat(e.getMessage()).contains("1 byte(s) do not fit the 0 byte(s) left");
  }
}
