package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.assertErrorAt;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.record;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Misuses of {@code @Trailing}: FW140 to FW143 (and FW064, FW042 as they apply to it), each one
 * diagnostic on the annotation, with the whole message.
 */
class TrailingErrorsTest {
  @Test
  void fw140_followedByAComponentThatIsNotTrailing() {
    String line6 = "    @Trailing Short max,";
    JavaFileObject file = record("Early", "@Message",
        "    short players,", line6, "    @Trailing Integer build,", "    byte end,");
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW140] @Trailing on 'max', which 'end' follows: a trailing component"
        + " is read whenever input remains, so only the last components may be trailing; move"
        + " 'max' after 'end', or make 'end' @Trailing too", 6, line6, "@Trailing");
    assertErrorAt(c, file, "[FW140] @Trailing on 'build', which 'end' follows: a trailing"
        + " component is read whenever input remains, so only the last components may be"
        + " trailing; move 'build' after 'end', or make 'end' @Trailing too", 7,
        "    @Trailing Integer build,", "@Trailing");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw141_withPresenceOrWhen() {
    String line7 = "    @Trailing @Presence(flag = 1) Short a,";
    String line8 = "    @When(field = \"kind\", equal = 1) @Trailing Short b,";
    JavaFileObject file = record("Both", "@Message",
        "    byte kind,", "    @Flags byte flags,", line7, line8);
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW141] 'a' has both @Trailing and @Presence; a field is made"
        + " optional by one of them, so remove one", 7, line7, "@Trailing");
    assertErrorAt(c, file, "[FW141] 'b' has both @Trailing and @When; a field is made optional"
        + " by one of them, so remove one", 8, line8, "@Trailing");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw142_beforeAnEndChecksum() {
    String line6 = "    @Trailing Short max,";
    JavaFileObject file = record("Summed",
        "@Message @Checksum(algorithm = java.util.zip.CRC32.class, bits = 32,"
            + " at = Checksum.At.END)", "    short players,", line6);
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW142] @Trailing on 'max' of Summed, whose checksum is at the end:"
        + " the checksum's bytes would be taken for 'max'; remove @Trailing, or move the"
        + " checksum to the start", 6, line6, "@Trailing");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw143_paddingOnATrailingComponent() {
    // Found by the generative test: the padding was written with the part absent, so the codec
    // could not decode its own encoding of (1, null): 01 00, then "N.a truncated".
    String line6 = "    @Pad(after = 8) @Trailing Short a,";
    String line7 = "    @Trailing @Pad(before = 16) Short b,";
    JavaFileObject file = record("Padded", "@Message", "    byte k,", line6, line7);
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW143] @Pad(after = 8) on 'a', a @Trailing component: the padding"
        + " would be on the wire when 'a' is absent and be read as its first bytes; remove @Pad,"
        + " or move 'a' and its padding into a nested @Message record and make that component"
        + " @Trailing", 6, line6, "8");
    assertErrorAt(c, file, "[FW143] @Pad(before = 16) on 'b', a @Trailing component: the"
        + " padding would be on the wire when 'b' is absent and be read as its first bytes;"
        + " remove @Pad, or move 'b' and its padding into a nested @Message record and make that"
        + " component @Trailing", 7, line7, "16");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw028_aTrailingValueNarrowerThanWholeBytes() {
    // Found by the generative test: a 1-bit trailing enum compiled, and its encoder failed with
    // an IllegalArgumentException (a write of 0 bytes).
    String line5 = "    @Field(bits = 1) @Trailing Kind kind,";
    JavaFileObject file = source("Narrow", PACKAGE, IMPORTS, "@Message", "record Narrow(",
        line5, "    @Trailing @Field(bits = 12) Integer more) {}",
        "enum Kind { @WireValue(0) A }");
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW028] @Field(bits = 1) on optional 'kind': an optional value is"
        + " whole bytes wide (8, 16, 24, ... up to the 64 bits of enum Kind), since the fields"
        + " after it start where it ends; use @Field(bits = 8), or put 'kind' with the fields"
        + " that share its byte into a nested @Message record and make that one component"
        + " optional", 5, line5, "1");
    assertErrorAt(c, file, "[FW028] @Field(bits = 12) on optional 'more': an optional value is"
        + " whole bytes wide (8, 16, 24, ... up to the 32 bits of int), since the fields"
        + " after it start where it ends; use @Field(bits = 16), or put 'more' with the fields"
        + " that share its byte into a nested @Message record and make that one component"
        + " optional", 6, "    @Trailing @Field(bits = 12) Integer more) {}", "12");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw064_aPrimitiveWithoutWhenAbsent() {
    String line6 = "    @Trailing short max,";
    JavaFileObject file = record("Bare", "@Message", "    short players,", line6);
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW064] 'max' is a primitive short, which can not be absent; use"
        + " Short (null when absent) or add @WhenAbsent(value) to name the value that stands"
        + " for absent", 6, line6, "@Trailing");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw042_aMessageEndingWithATrailingPartFollowedByMore() {
    String line5 = "    Reply reply,";
    JavaFileObject file = source("Outer", PACKAGE, IMPORTS, "@Message", "record Outer(",
        line5, "    byte after) {}",
        "@Message record Reply(short players, @Trailing Short max) {}");
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW042] component 'reply' (Reply) runs to the end of its input"
        + " (Reply.max is @Trailing, read whenever input remains), so it would take 'after' as"
        + " well and the codec could not decode its own encoding; give it a byte length before"
        + " it with @Length(bits = 16), or move it last", 5, line5, "reply");
    assertThat(c).hadErrorCount(1);
  }
}
