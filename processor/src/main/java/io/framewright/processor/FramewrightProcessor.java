package io.framewright.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.JavaFile;
import io.framewright.processor.diagnostic.Diagnostic;
import io.framewright.processor.diagnostic.Problem;
import io.framewright.processor.generation.HiddenPackages;
import io.framewright.processor.generation.Layouts;
import io.framewright.processor.generation.codec.CodecGenerator;
import io.framewright.processor.generation.codec.UnionGenerator;
import io.framewright.processor.generation.view.UnionViews;
import io.framewright.processor.generation.view.ViewGenerator;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Origin;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.reading.ElementOrigin;
import io.framewright.processor.reading.ElementReader;
import io.framewright.processor.reading.NestingTooDeepException;
import io.framewright.processor.reading.UnresolvedTypeException;
import io.framewright.processor.validation.LayoutValidator;
import io.framewright.processor.validation.ValidationReport;
import io.framewright.processor.validation.ViewReport;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic.Kind;
import javax.tools.JavaFileObject;

/**
 * Generates a codec for every {@code @Message} type. Each type goes through three stages kept
 * apart: reading (elements to model), validation (model to report) and generation (clean model
 * to Java). A type with errors gets all of them reported and no codec; other types are not
 * affected. A type that refers to a type not generated yet is retried in the next round.
 */
@AutoService(Processor.class)
public final class FramewrightProcessor extends AbstractProcessor {
  static final String MESSAGE = "io.framewright.annotations.Message";

  /** Types whose components were unresolved, by name, with what was missing. */
  private final Map<String, UnresolvedTypeException> deferred = new LinkedHashMap<>();
  private final ServiceIndex serviceIndex = new ServiceIndex();
  /** The types of every codec in the service index, its originating elements. */
  private final Set<Element> serviceOrigins = new java.util.LinkedHashSet<>();
  private DiagnosticPrinter printer;

  private DiagnosticPrinter printer() {
    if (printer == null) {
      printer = new DiagnosticPrinter(processingEnv);
    }
    return printer;
  }
  /** Codecs written in this compilation, by name: a variant shared by two unions is one codec. */
  private final java.util.Set<String> generated = new java.util.HashSet<>();
  /** Whether the jars the processor needs were looked for on its path ({@link ProcessorPath}). */
  private boolean pathChecked;
  /** A jar missing from the processor path: then no type is read, FW047 says why. */
  private ProcessorPath.Jar missingJar;

  /**
   * All of Framewright's annotations (all of class retention, as Gradle requires of an
   * aggregating processor's). The {@code @Generated} on the codecs is claimed by
   * {@link GeneratedClaimProcessor}.
   */
  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("io.framewright.annotations.*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    Map<String, TypeElement> todo = new LinkedHashMap<>();
    for (String name : deferred.keySet()) {
      TypeElement t = processingEnv.getElementUtils().getTypeElement(name);
      if (t != null) {
        todo.put(name, t);
      }
    }
    deferred.clear();
    TypeElement message = processingEnv.getElementUtils().getTypeElement(MESSAGE);
    if (message != null) {
      for (Element e : round.getElementsAnnotatedWith(message)) {
        if (e instanceof TypeElement t) {
          todo.putIfAbsent(t.getQualifiedName().toString(), t);
        }
      }
    }
    if (!todo.isEmpty() && !pathChecked) {
      pathChecked = true;
      missingJar = ProcessorPath.missing(FramewrightProcessor.class.getClassLoader());
      if (missingJar != null) {
        reportMissing(missingJar, todo.values().iterator().next());
      }
    }
    if (missingJar != null) {
      todo.clear(); // FW047 says why no type gets a codec
    }
    // One validator for the round: a type nested in several messages, or a variant of several
    // unions, is validated once, and its report printed once.
    LayoutValidator validator = new LayoutValidator();
    Set<ValidationReport> printed = Collections.newSetFromMap(new IdentityHashMap<>());
    for (TypeElement type : todo.values()) {
      process(type, validator, printed);
    }
    reportLocalMessages(round);
    new MisplacedViews(processingEnv.getElementUtils(), printer()).report(round);
    StrayAnnotations.report(annotations, round, printer());
    if (round.processingOver()) {
      finish();
    }
    return true;
  }

  private void process(TypeElement type, LayoutValidator validator,
      Set<ValidationReport> printed) {
    DiagnosticPrinter printer = printer();
    try {
      MessageModel model = new ElementReader(processingEnv).read(type);
      ValidationReport report = validator.validate(model);
      print(report, type, printed);
      if (!report.isClean() || reportCodecNameClashes(model, type)) {
        return;
      }
      generate(model, report, type, validator);
    } catch (UnresolvedTypeException e) {
      deferred.put(type.getQualifiedName().toString(), e);
    } catch (NestingTooDeepException e) {
      printer.print(Problem.of(Diagnostic.NESTING_TOO_DEEP, new ElementOrigin(e.component()),
          io.framewright.processor.diagnostic.Anchor.ELEMENT, e.componentName(),
          type.getQualifiedName(), ElementReader.MAX_NESTING, e.deepest()), type);
    } catch (IOException e) {
      printer.print(Problem.of(Diagnostic.WRITE_FAILED, new ElementOrigin(type),
          io.framewright.processor.diagnostic.Anchor.ELEMENT,
          "the codec of " + type.getQualifiedName(), e.getMessage()), type);
    } catch (NoClassDefFoundError e) {
      // A class of a jar the processor path lacks after all (missing() looks for one of each).
      if (missingJar == null) {
        missingJar = ProcessorPath.of(e);
        reportMissing(missingJar, type);
      }
    } catch (RuntimeException | StackOverflowError e) {
      // A stack overflow too: the inputs that drive recursion are bounded, and should one slip
      // past, it is this type's error, not a crashed compilation.
      Origin origin = new ElementOrigin(type);
      printer.print(Problem.of(Diagnostic.INTERNAL_ERROR, origin,
          io.framewright.processor.diagnostic.Anchor.ELEMENT, type.getQualifiedName(),
          e.toString()), type);
    }
  }

  /** FW047, once, on {@code type}: the first message the processor could not serve. */
  private void reportMissing(ProcessorPath.Jar jar, TypeElement type) {
    printer().print(Problem.of(Diagnostic.PROCESSOR_PATH_INCOMPLETE, new ElementOrigin(type),
        io.framewright.processor.diagnostic.Anchor.ELEMENT, jar.name(), jar.className()), type);
  }

  /** Prints the problems of {@code report} and its sub-reports not printed yet this round. */
  private void print(ValidationReport report, TypeElement type, Set<ValidationReport> printed) {
    if (!printed.add(report)) {
      return;
    }
    for (Problem p : report.problems()) {
      printer().print(p, type);
    }
    for (ValidationReport sub : report.subreports()) {
      print(sub, type, printed);
    }
  }

  /**
   * Reports each type that would get the same codec name as {@code model}'s, or as a variant's
   * its union generates (FW006), and a type the codec's superclass would hide (FW009); returns
   * whether there was one.
   */
  private boolean reportCodecNameClashes(MessageModel model, TypeElement type) {
    CodecNameClashes clashes = new CodecNameClashes(processingEnv.getElementUtils());
    List<MessageModel> generatedHere = new ArrayList<>(List.of(model));
    if (model.isUnion()) {
      for (UnionModel.Variant v : model.union().variants()) {
        if (v.model() != null && !v.ownMessage()) {
          generatedHere.add(v.model());
        }
      }
    }
    boolean found = false;
    for (MessageModel m : generatedHere) {
      TypeElement element = m == model ? type
          : processingEnv.getElementUtils().getTypeElement(m.type().canonicalName());
      TypeElement hidden = clashes.hiddenByCodecSupport(m.type());
      if (hidden != null) {
        printer().print(Problem.of(Diagnostic.HIDDEN_BY_CODEC_SUPPORT,
            new ElementOrigin(element == null ? type : element),
            io.framewright.processor.diagnostic.Anchor.ELEMENT, m.type().canonicalName(),
            hidden.getQualifiedName(), m.type().packageName()), type);
        found = true;
      }
      for (TypeElement other : clashes.of(m.type())) {
        printer().print(Problem.of(Diagnostic.CODEC_NAME_CLASH,
            new ElementOrigin(element == null ? type : element),
            io.framewright.processor.diagnostic.Anchor.ELEMENT, m.type().canonicalName(),
            other.getQualifiedName(), m.type().codec().canonicalName()), type);
        found = true;
      }
    }
    return found;
  }

  /**
   * Writes the codec of a valid message from its clean report, and of the variants a union owns
   * from their sub-reports; {@code type} is the element the processor was given, for
   * diagnostics.
   */
  private void generate(MessageModel model, ValidationReport report, TypeElement type,
      LayoutValidator validator) throws IOException {
    String codec = model.type().codec().canonicalName();
    if (!generated.add(codec)) {
      return;
    }
    String provider = new CodecNameClashes(processingEnv.getElementUtils())
        .provider(model.type());
    if (model.isUnion()) {
      JavaFile file = new UnionGenerator(generatorName(model), layouts(validator), provider)
          .generate(model);
      if (reportHiddenPackages(HiddenPackages.find(file, model), model, type)) {
        return;
      }
      write(file, model);
      serviceIndex.add(codec + "$" + provider);
      if (printView(validator.views(model), type)) {
        write(new UnionViews(generatorName(model), layouts(validator)).generate(model), model);
      }
      for (UnionModel.Variant v : model.union().variants()) {
        if (v.model() != null && !v.ownMessage()) {
          // the variant's sub-report, as the validator cached it
          generate(v.model(), validator.validate(v.model()), type, validator);
        }
      }
      return;
    }
    Layout layout = report.layout().orElseThrow();
    JavaFile file = new CodecGenerator(generatorName(model), layouts(validator), provider)
        .generate(layout);
    if (reportHiddenPackages(HiddenPackages.find(file, layout), model, type)) {
      return;
    }
    write(file, model);
    serviceIndex.add(codec + "$" + provider);
    ViewReport view = validator.views(model);
    if (printView(view, type)) {
      write(new ViewGenerator(generatorName(model)).generate(layout,
          view.plan().orElseThrow()), model);
    }
  }

  /** Prints why a view is refused, on {@code type}; returns whether it is generated. */
  private boolean printView(ViewReport view, TypeElement type) {
    view.problems().forEach(p -> printer().print(p, type));
    return view.generated();
  }

  /** The layouts validation built, for the generators: they never build their own. */
  private static Layouts layouts(LayoutValidator validator) {
    return m -> validator.validate(m).layout().orElseThrow(
        () -> new IllegalStateException("no clean layout for " + m.type().canonicalName()));
  }

  /** Reports each codec the codec of {@code model} would name in full, but can not (FW007). */
  private boolean reportHiddenPackages(List<HiddenPackages.Hidden> hidden, MessageModel model,
      TypeElement type) {
    for (HiddenPackages.Hidden h : hidden) {
      TypeElement element = processingEnv.getElementUtils()
          .getTypeElement(model.type().canonicalName());
      printer().print(Problem.of(Diagnostic.HIDDEN_PACKAGE,
          new ElementOrigin(element == null ? type : element),
          io.framewright.processor.diagnostic.Anchor.ELEMENT, model.type().canonicalName(),
          h.message().codec().canonicalName(), h.message().codec().simpleName(), h.variable(),
          h.message().nestedName()), type);
    }
    return !hidden.isEmpty();
  }

  /**
   * What the codec's {@code @Generated} names, or null to leave it out: the annotation lives in
   * module {@code java.compiler}, which a named module that requires only Framewright's modules
   * does not read, and the codec would not compile there.
   */
  private String generatorName(MessageModel model) {
    if (model.origin() instanceof ElementOrigin origin
        && !GeneratedAnnotation.visible(processingEnv.getElementUtils(), origin.element())) {
      return null;
    }
    return getClass().getName();
  }

  /**
   * Writes a codec through the Filer with every type it depends on as originating elements (see
   * {@link OriginatingElements}); {@code JavaFile.writeTo(Filer)} would pass none.
   */
  private void write(JavaFile file, MessageModel model) throws IOException {
    Set<Element> origins = OriginatingElements.of(model);
    serviceOrigins.addAll(origins);
    String name = file.packageName().isEmpty() ? file.typeSpec().name()
        : file.packageName() + "." + file.typeSpec().name();
    JavaFileObject out = processingEnv.getFiler().createSourceFile(name,
        origins.toArray(new Element[0]));
    try (Writer w = out.openWriter()) {
      file.writeTo(w);
    }
  }

  /**
   * javac never hands local classes to processors, so a {@code @Message} on a local record would
   * be silently ignored: find them in the syntax trees and say why they get no codec. Also done by
   * {@link LocalMessagesProcessor}, for compilations in which javac does not call this one.
   */
  private void reportLocalMessages(RoundEnvironment round) {
    LocalMessages.report(processingEnv, round, printer());
  }

  private void finish() {
    DiagnosticPrinter printer = printer();
    for (Map.Entry<String, UnresolvedTypeException> d : deferred.entrySet()) {
      UnresolvedTypeException missing = d.getValue();
      // A message that only nests the one naming the missing type gets no error of its own:
      // that one's error says what to fix.
      if (!missing.referrer().equals(d.getKey()) && deferred.containsKey(missing.referrer())) {
        continue;
      }
      TypeElement type = processingEnv.getElementUtils().getTypeElement(d.getKey());
      if (type != null) {
        printer.print(Problem.of(Diagnostic.UNRESOLVED_TYPE, new ElementOrigin(type),
            io.framewright.processor.diagnostic.Anchor.ELEMENT, d.getKey(),
            missing.typeName()), type);
      }
    }
    deferred.clear();
    if (serviceIndex.isEmpty()) {
      return;
    }
    try {
      serviceIndex.write(processingEnv.getFiler(), serviceOrigins.toArray(new Element[0]));
    } catch (IOException e) {
      // No element to put it on: the index serves every codec of the compilation.
      processingEnv.getMessager().printMessage(Kind.ERROR,
          Diagnostic.WRITE_FAILED.format(ServiceIndex.PATH, e.getMessage()));
    }
  }
}
