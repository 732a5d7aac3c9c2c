package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Misuses of {@code @View}, FW180 to FW184: each reported where it is, and no view generated
 * (rather than one that would not compile or not work); and what {@code @View} on a package
 * covers.
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
        "record Chat(int id, @Delimited(terminator = 0) String text) {}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW181] @View on Chat, whose size varies in a way a view"
        + " can not read in place ('text', ended by a terminator (@Delimited)); views are"
        + " generated for fixed-size record messages, and for variable-size ones (ended by a"
        + " terminator or not) whose variable parts are text, bytes or lists of fixed-size"
        + " elements with their count or length before them (@Count/@Length with bits, or held"
        + " by an earlier component) or running to the end (@Remaining), and nested messages"
        + " that have views of their own, so give Chat that shape, or remove @View from it (a"
        + " @View on its package leaves it out)").inFile(file).onLine(3)
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
    assertThat(c).hadErrorContaining("[FW184] component 'size' of N");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw181_aNestedMessageWhoseViewCanNotBeGenerated() {
    JavaFileObject line = source("Line",
        PACKAGE,
        IMPORTS,
        "@Message",
        "record Line(@Delimited(terminator = 10) String text) {}");
    JavaFileObject page = source("Page",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",
        "record Page(Line first) {}");
    Compilation c = compile(line, page);
    assertThat(c).hadErrorContaining("[FW181] @View on Page, whose size varies in a way a view"
        + " can not read in place ('first', a nested message whose view can not be generated"
        + " ('text', ended by a terminator (@Delimited)))").inFile(page).onLine(3);
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
        + " the name of the view's own method textLength()");
  }

  @Test
  void fw182_viewOnAUnion() {
    JavaFileObject file = source("Shape",
        PACKAGE,
        IMPORTS,
        "@View",                                  // 3
        "@Message",                               // 4
        "@Union(bits = 8)",
        "sealed interface Shape {",
        "  @Tag(1) record Dot(int x) implements Shape {}",
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW182] @View on union test.Shape, whose size varies with"
        + " its variant; views are generated for fixed-size record messages only, so remove"
        + " @View from test.Shape, or put it on its fixed-size variants").inFile(file)
        .onLine(3).atColumn(1);
    assertThat(c).hadErrorCount(1);
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
        + " the view's own method dataCount()").inFile(file).onLine(5);
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
        "@Message record Line(@Delimited(terminator = 0) String text) {}",
        "class Msgs {}");
    Compilation c = compile(pkg, file);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.PointView");
    assertThat(c).generatedSourceFile("test.OuterView");
    assertThat(c).generatedSourceFile("test.ChatView");
    assertThat(c).generatedSourceFile("test.LineCodec");
    org.junit.jupiter.api.Assertions.assertTrue(c.generatedSourceFiles().stream()
        .noneMatch(f -> f.getName().endsWith("LineView.java")));
  }
}
