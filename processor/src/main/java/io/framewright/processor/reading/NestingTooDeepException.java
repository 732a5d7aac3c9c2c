package io.framewright.processor.reading;

import javax.lang.model.element.Element;

/**
 * A message nests others more than {@link ElementReader#MAX_NESTING} deep. Reading, validating,
 * laying out and generating each recurse once a level, so a deep enough chain of records would
 * overflow the stack of javac's thread; reading stops at the bound instead, and the processor
 * reports FW048 on the component of the message it was given that starts the chain.
 */
public final class NestingTooDeepException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient Element component;
  private final String componentName;
  private final String deepest;

  NestingTooDeepException(Element component, String deepest) {
    super(deepest, null, false, false);
    this.component = component;
    this.componentName = component.getSimpleName().toString();
    this.deepest = deepest;
  }

  /** The component of the outermost message the chain goes through. */
  public Element component() {
    return component;
  }

  public String componentName() {
    return componentName;
  }

  /** The message that would have been nested one level too deep, by its qualified name. */
  public String deepest() {
    return deepest;
  }
}
