package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Misuses of {@code @View}, FW180 to FW184, FW190 and FW191: each reported where it is, and no
 * view generated (rather than one that would not compile or not work); and what {@code @View}
 * on a package covers, unions too.
 */
class ViewErrorsTest {

  @Test
  void fw180_viewOnATypeThatIsNotAMessage() {
    JavaFileObject file = source("Plain",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "record Plain(int a) {}",                 // 4
        "@View class Other {}");                  // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW180] @View on record test.Plain, which is not a"
        + " @Message record; a view reads the fields of a message, so add @Message to record"
        + " test.Plain, or remove @View").inFile(file).onLine(3).atColumn(1);
    assertThat(c).hadErrorContaining("[FW180] @View on class test.Other, which is not a"
        + " @Message record").inFile(file).onLine(5).atColumn(1);
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw181_viewOnAMessageWhoseSizeVaries() {
    JavaFileObject file = source("Chat",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",                               // 4
        "record Chat(int id, @Trailing @Varint Integer text) {}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW181] @View on Chat, whose size varies in a way a view"
        + " can not read in place ('text', an optional varint (@Varint)); views are"
        + " generated for fixed-size record messages, and for variable-size ones (ended by a"
        + " terminator or not) whose variable parts are text, bytes or lists of fixed-size"
        + " elements with their count or length before them (@Count/@Length with bits or a"
        + " varint, held by an earlier component, or an expr of earlier ones) or running to the"
        + " end (@Remaining), text and bytes up to a terminator (@Delimited), @Varint values,"
        + " and nested messages that"
        + " have views of their own (in a slice of bytes such a length gives, or not), always"
        + " on the wire or optional (@Presence, @When, @Trailing; an optional scalar too), so"
        + " give Chat that shape, or remove @View from it (a @View on its package leaves it"
        + " out)").inFile(file).onLine(3)
        .atColumn(1);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw181_notForAPrefixedTextOrList() {
    JavaFileObject file = source("Chat",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",                               // 4
        "record Chat(int id, @Length(bits = 8) String text,",
        "    @Count(bits = 8) short[] marks) {}");
    assertThat(compile(file)).succeededWithoutWarnings();
  }

  @Test
  void fw181_notForPartsRunningToTheEnd() {
    JavaFileObject file = source("Tail",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "record Tail(int id, @Length(bits = 8) String name, @Remaining short[] marks) {}");
    assertThat(compile(file)).succeededWithoutWarnings();
  }

  @Test
  void fw181_notForDelimitedMessagesNestedInOthers() {
    JavaFileObject item = source("Item",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "@Delimited(terminator = 0)",
        "record Item(byte kind, @Remaining String value) {}");
    JavaFileObject pair = source("Pair",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "record Pair(Item first, Item second, @Remaining byte[] rest) {}");
    assertThat(compile(item, pair)).succeededWithoutWarnings();
  }

  @Test
  void fw181_notForListsOfVariableSizeMessages() {
    JavaFileObject name = source("Name",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "record Name(@Length(bits = 8) String text) {}");
    JavaFileObject names = source("Names",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "record Names(@Count(bits = 8) Name[] first, @Length(bits = 16) java.util.List<Name> more,",
        "    @Remaining java.util.List<Name> rest) {}");
    assertThat(compile(name, names)).succeededWithoutWarnings();
  }

  @Test
  void fw181_notForComponentsReadByTheirOwnCodec() {
    JavaFileObject codec = JavaFileObjects.forSourceLines("test.OneByte",
        "package test;",
        "public final class OneByte implements io.framewright.runtime.ValueCodec<Integer> {",
        "  @Override public int size(Integer value) { return 1; }",
        "  @Override public int write(Integer value, byte[] buf, int p, int limit) {",
        "    buf[p] = (byte) (int) value;",
        "    return p + 1;",
        "  }",
        "  @Override public Integer read(io.framewright.runtime.WireReader in) {",
        "    return in.buffer()[in.claim(1, \"\")] & 0x7F;",
        "  }",
        "}");
    JavaFileObject file = source("Coded",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "record Coded(@Length(bits = 8) String name, @Using(OneByte.class) Integer v) {}");
    assertThat(compile(codec, file)).succeededWithoutWarnings();
  }

  /** Found by the generative test: the nesting view named a view that FW184 left out. */
  @Test
  void fw184_onANestedMessageLeavesTheNestingViewOutWithoutMoreErrors() {
    JavaFileObject n = source("N",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "record N(int size) {}");
    JavaFileObject m = source("M",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "record M(@Count(bits = 8) java.util.List<N> f0) {}");
    Compilation c = compile(n, m);
    assertThat(c).hadErrorContaining("[FW184] component 'size' of N has the name of the view's"
        + " own method size(), so the view could not have a getter for it");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw181_aNestedMessageWhoseViewCanNotBeGenerated() {
    JavaFileObject line = source("Line",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Line(@Trailing @Varint Integer text) {}");
    JavaFileObject page = source("Page",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",
        "record Page(Line first) {}");
    Compilation c = compile(line, page);
    assertThat(c).hadErrorContaining("[FW181] @View on Page, whose size varies in a way a view"
        + " can not read in place ('first', a nested message whose view can not be generated"
        + " ('text', an optional varint (@Varint)))").inFile(page).onLine(3);
  }

  @Test
  void fw184_viewGetterOfVariableText() {
    JavaFileObject file = source("Chat",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",                               // 4
        "record Chat(int textLength, @Length(bits = 8) String text) {}");
    assertThat(compile(file)).hadErrorContaining("[FW184] component 'textLength' of Chat has"
        + " the name of the view's method textLength() for component 'text', so the view could"
        + " not have a getter for it");
  }

  /**
   * Issue 27 item 4: the count getter of a counted array or list of a variable-size message
   * ({@code xsCount()}) clashed with a component of that name, and the view did not compile:
   * FW184 knew the count getters of fixed arrays only. Each is refused on its message, with a
   * {@code @View} on the type and on the package, and the codecs are still generated.
   */
  @Test
  void fw184_countGettersOfVariableSizeMessages(@TempDir Path dir) {
    JavaFileObject file = source("M",
        PACKAGE,
        IMPORTS,
        "@View @Message record Vec(short a) {}",
        "@View @Message record M(@Count(bits = 8) short[] xs, short xsCount) {}",     // 4
        "@View @Message record L(@Count(bits = 8) java.util.List<Vec> vs, short vsCount) {}");
    Compilation c = compile(file);
    // Issue 27 item 16: told as the view's own method, which it is not: it is xs's count.
    assertThat(c).hadErrorContaining("[FW184] component 'xsCount' of M has the name of the"
        + " view's method xsCount() for component 'xs', so the view could not have a getter for"
        + " it; rename 'xsCount', or remove @View from M").inFile(file).onLine(4);
    assertThat(c).hadErrorContaining("[FW184] component 'vsCount' of L has the name of the"
        + " view's method vsCount() for component 'vs'").inFile(file).onLine(5);
    assertThat(c).hadErrorCount(2);

    JavaFileObject pkg = JavaFileObjects.forSourceLines("test.package-info",
        "@io.framewright.annotations.View",
        "package test;");
    JavaFileObject onPackage = source("Msgs",
        PACKAGE,
        IMPORTS,
        "@Message record Vec(short a) {}",
        "@Message record M(@Count(bits = 8) short[] xs, short xsCount) {}",           // 4
        "@Message record L(@Count(bits = 8) java.util.List<Vec> vs, short vsCount) {}",
        "@Message record T(@Length(bits = 8) String text, byte textEquals) {}",
        "@Message record P(@Flags byte flags, short hasV,",
        "    @Presence(flag = 2) @Count(bits = 8) short[] v) {}",                   // 7
        "@Message record Ok(@Count(bits = 8) short[] xs, short n) {}",
        "class Msgs {}");
    // Into directories: compile-testing hides what a failed compilation wrote.
    Compilations.DirectoryCompilation d = Compilations.compileToDirectory(dir, pkg, onPackage);
    assertEquals(List.of("[FW184] 4:10", "[FW184] 5:10", "[FW184] 6:10", "[FW184] 7:10"),
        d.errorSummaries());
    assertTrue(d.errors().get(3).getMessage(null).startsWith("[FW184] component 'hasV' of P"));
    for (String name : List.of("M", "L", "T", "P", "Ok")) {
      assertTrue(Files.exists(d.generatedSource("test." + name + "Codec")), name);
      assertEquals(name.equals("Ok"), Files.exists(d.generatedSource("test." + name + "View")),
          name);
    }
  }

  @Test
  void fw184_viewPresenceGetterOfAnOptionalPart() {
    JavaFileObject file = source("Ping",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",                               // 4
        "record Ping(@Flags byte flags, boolean hasStamp,",
        "    @Presence(flag = 1) Integer stamp) {}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW184] component 'hasStamp' of Ping has the name of the"
        + " view's method hasStamp() for component 'stamp'").inFile(file).onLine(5);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw181_anOptionalPartAViewDoesNotRead() {
    JavaFileObject file = source("Tick",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",                               // 4
        "record Tick(byte kind, @When(field = \"kind\", equal = 1) @Varint Integer delta) {}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW181] @View on Tick, whose size varies in a way a view"
        + " can not read in place ('delta', an optional varint (@Varint))").inFile(file)
        .onLine(3);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw182_viewOnAUnionWithAVariantNoViewReads() {
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",                               // 4
        "@Union(bits = 8)",
        "sealed interface Shape {",
        "  @View @Tag(1) record Dot(int x) implements Shape {}",
        "  @Tag(2) record Line(@Trailing @Varint Integer text) implements Shape {}",
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW182] @View on union Shape, whose variant Shape.Line a"
        + " view can not read in place ('text', an optional varint (@Varint)); a union's view holds a view of each variant"
        + " (but the @UnknownTag one), so give Shape.Line a shape a view reads (see FW181), or"
        + " remove @View from Shape (a @View on its package leaves it out)").inFile(file)
        .onLine(3).atColumn(1);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw190_unionVariantWithoutAView() {
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",                               // 4
        "@Union(bits = 8)",                       // 5
        "sealed interface Shape {",               // 6
        "  @View @Tag(1) record Dot(int x) implements Shape {}",
        "  @Tag(2) record Box(int w, int h) implements Shape {}",
        "  @UnknownTag record Other(int tag, @Remaining byte[] data) implements Shape {}",
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW190] Shape gets a view, and its variant Shape.Box gets"
        + " none; the view of Shape reads Shape.Box through a view of Shape.Box, so add @View to"
        + " Shape.Box (or to its package)").inFile(file).onLine(6);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw191_unionVariantNamedLikeAMethodOfTheView() {
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "@Union(bits = 8)",
        "sealed interface Shape {",               // 6
        "  @View @Tag(1) record Size(int x) implements Shape {}",
        "  @View @Tag(2) record Int(int x) implements Shape {}",
        "  @UnknownTag record Wrapped(int tag, @Remaining byte[] data) implements Shape {}",
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW191] variant Shape.Size of Shape would have the getter"
        + " size(), which is the view's own method size(), so the view of Shape could not have"
        + " it; rename Shape.Size, or remove @View from Shape").inFile(file).onLine(6);
    assertThat(c).hadErrorContaining("[FW191] variant Shape.Int of Shape would have the getter"
        + " int(), which is the Java keyword int").inFile(file).onLine(6);
    assertThat(c).hadErrorContaining("[FW191] variant Shape.Wrapped of Shape would have the"
        + " test isWrapped(), which is the view's own method isWrapped()").inFile(file)
        .onLine(6);
    assertThat(c).hadErrorCount(3);
  }

  /**
   * Issue 27 item 16: the test of U.Dot, isDot(), is the getter of U.IsDot; each is told which
   * method of the other it clashes with (both were told "the getter of variant U.Dot").
   */
  @Test
  void fw191_aVariantsTestIsAnotherVariantsGetter() {
    JavaFileObject file = source("U",
        PACKAGE,
        IMPORTS,
        "@View @Message @Union(bits = 8) sealed interface U {",    // 3
        "  @View @Tag(1) record Dot(byte a) implements U {}",
        "  @View @Tag(2) record IsDot(byte b) implements U {}",
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW191] variant U.Dot of U would have the test isDot(),"
        + " which is the getter of variant U.IsDot, so the view of U could not have it; rename"
        + " U.Dot, or remove @View from U").inFile(file).onLine(3);
    assertThat(c).hadErrorContaining("[FW191] variant U.IsDot of U would have the getter isDot(),"
        + " which is the test of variant U.Dot, so the view of U could not have it; rename"
        + " U.IsDot, or remove @View from U").inFile(file).onLine(3);
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw183_nestedMessageWithoutAView() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "@Message record Point(short x, short y) {}",
        "@View",                                  // 4
        "@Message",                               // 5
        "record Outer(int id, Point at) {}");     // 6
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW183] Outer gets a view, and its component 'at' is"
        + " message Point, which gets none; the view of Outer reads 'at' through a view of"
        + " Point, so add @View to Point (or to its package)").inFile(file).onLine(6)
        .atColumn(1);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw184_componentNamedLikeAMethodOfTheView() {
    JavaFileObject file = source("Sized",
        PACKAGE,
        IMPORTS,
        "@View",
        "@Message",
        "record Sized(int size, @Count(2) byte[] data, int dataCount) {}"); // 5
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW184] component 'size' of Sized has the name of the"
        + " view's own method size(), so the view could not have a getter for it; rename"
        + " 'size', or remove @View from Sized").inFile(file).onLine(5);
    assertThat(c).hadErrorContaining("[FW184] component 'dataCount' of Sized has the name of"
        + " the view's method dataCount() for component 'data'").inFile(file).onLine(5);
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw192_anOptionalUnion() {
    JavaFileObject file = source("Cmd",
        PACKAGE,
        IMPORTS,
        "@View @Message @Union(bits = 8) sealed interface Body {",
        "  @View @Tag(1) record Ping(short id) implements Body {}",
        "  @View @Tag(2) record Pong(short id) implements Body {}",
        "}",
        "@View",                                  // 7
        "@Message",
        "record Cmd(@Field(bits = 8) int kind, @Trailing Body body) {}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW192] @View on Cmd, whose union component a view can"
        + " not read in place ('body', an optional union); a view reads a union component"
        + " through the union's view, which reads its tag on the wire (or takes it from a"
        + " selector of the record's own), and it finds the union's bytes when the union runs"
        + " as far as its own layout goes or has its length before it (@Length with bits or a"
        + " varint, or held by an earlier component), so give Cmd that shape, or remove @View"
        + " from it (a @View on its package leaves it out)").inFile(file)
        .onLine(7).atColumn(1);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw192_aUnionWhoseLengthIsComputed() {
    JavaFileObject file = source("Wrapped",
        PACKAGE,
        IMPORTS,
        "@View @Message @Union(bits = 8) sealed interface Body {",
        "  @View @Tag(1) record Ping(short id) implements Body {}",
        "  @View @UnknownTag record Other(int tag, @Remaining byte[] data) implements Body {}",
        "}",
        "@View",                                  // 7
        "@Message",
        "record Wrapped(byte id, byte n, @Length(expr = \"n * 2\") Body body) {}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW192] @View on Wrapped, whose union component a view"
        + " can not read in place ('body', a union whose length is computed)").inFile(file)
        .onLine(7);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw183_aUnionComponentWithoutAView() {
    JavaFileObject file = source("Outer",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Body {",
        "  @View @Tag(1) record Ping(short id) implements Body {}",
        "}",
        "@View",
        "@Message",
        "record Outer(int id, Body body) {}");    // 8
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW183] Outer gets a view, and its component 'body' is"
        + " message Body, which gets none").inFile(file).onLine(8);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void aPackageViewCoversRecordsHoldingAUnionItCanRead() {
    JavaFileObject pkg = JavaFileObjects.forSourceLines("test.package-info",
        "@io.framewright.annotations.View",
        "package test;");
    JavaFileObject file = source("Msgs",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface Shape {",
        "  @Tag(1) record Dot(short x) implements Shape {}",
        "}",
        "@Message @Union(bits = 8) sealed interface Ragged {",
        "  @Tag(1) record Said(@Trailing @Varint Integer text) implements Ragged {}",
        "}",
        "@Message record Drawn(int id, Shape shape) {}",
        "@Message record Picked(@Field(bits = 8) int kind, @Select(field = \"kind\") Shape shape)"
            + " {}",
        "@Message record Torn(int id, Ragged body) {}",
        "class Msgs {}");
    Compilation c = compile(pkg, file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.DrawnView");
    assertThat(c).generatedSourceFile("test.PickedView"); // selected: the tag from 'kind'
    // A union without a view: left out, as the record holding it.
    for (String left : List.of("TornView.java", "RaggedView.java")) {
      org.junit.jupiter.api.Assertions.assertTrue(c.generatedSourceFiles().stream()
          .noneMatch(f -> f.getName().endsWith(left)), left);
    }
  }

  /** Found by the generative test: the view of M named NView, which FW184 kept from being. */
  @Test
  void aViewNestingAViewRefusedForItsOwnReasonIsLeftOutNotBroken() {
    JavaFileObject pkg = JavaFileObjects.forSourceLines("test.package-info",
        "@io.framewright.annotations.View",
        "package test;");
    JavaFileObject file = source("Msgs",
        PACKAGE,
        IMPORTS,
        "@Message record N(int size) {}",                                 // 3
        "@Message record M(@Count(bits = 8) java.util.List<N> units) {}",
        "@Message record Holder(int id, N inner) {}",
        "@Message @Union(bits = 8) sealed interface Shape {",
        "  @Tag(1) record Dot(short x) implements Shape {}",
        "  @Tag(2) record Sized(int size) implements Shape {}",   // 8
        "}",
        "class Msgs {}");
    Compilation c = compile(pkg, file);
    assertThat(c).hadErrorContaining("[FW184] component 'size' of N has the name of the view's"
        + " own method size()").inFile(file).onLine(3);
    assertThat(c).hadErrorContaining("[FW184] component 'size' of Shape.Sized has the name of"
        + " the view's own method size()").inFile(file).onLine(8);
    // Only those: no view of M, Holder or Shape naming a view that is not generated ("cannot
    // find symbol" errors, before the fix).
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void aPackageViewCoversTheMessagesItCanReadAndLeavesTheOthersOut() {
    JavaFileObject pkg = JavaFileObjects.forSourceLines("test.package-info",
        "@io.framewright.annotations.View",
        "package test;");
    JavaFileObject file = source("Msgs",
        PACKAGE,
        IMPORTS,
        "@Message record Point(short x, short y) {}",
        "@Message record Outer(int id, Point at) {}",
        "@Message record Chat(@Length(bits = 8) String text) {}",
        "@Message record Line(@Trailing @Varint Integer text) {}",
        "@Message @Union(bits = 8) sealed interface Shape {",
        "  @Tag(1) record Dot(short x) implements Shape {}",
        "  @Tag(2) record Label(@Length(bits = 8) String text) implements Shape {}",
        "}",
        "@Message @Union(bits = 8) sealed interface Ragged {",
        "  @Tag(1) record Dot(short x) implements Ragged {}",
        "  @Tag(2) record Said(@Trailing @Varint Integer text) implements Ragged {}",
        "}",
        "class Msgs {}");
    Compilation c = compile(pkg, file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.PointView");
    assertThat(c).generatedSourceFile("test.OuterView");
    assertThat(c).generatedSourceFile("test.ChatView");
    assertThat(c).generatedSourceFile("test.LineCodec");
    assertThat(c).generatedSourceFile("test.ShapeView");
    assertThat(c).generatedSourceFile("test.Ragged_DotView");
    // A union one of whose variants no view reads is left out, as that variant is.
    for (String left : List.of("LineView.java", "RaggedView.java", "Ragged_SaidView.java")) {
      org.junit.jupiter.api.Assertions.assertTrue(c.generatedSourceFiles().stream()
          .noneMatch(f -> f.getName().endsWith(left)), left);
    }
  }
}
