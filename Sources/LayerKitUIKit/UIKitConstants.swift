#if !canImport(UIKit)
  import LayerKitQuartzCore

  // UIKit's option sets and enumerations, with UIKit's raw values, in one place: the types the
  // views, controls, images and animators take. What the bits mean to an animation is beside the
  // code that reads them (UIView+Animation.swift).

  /// The corners of a rectangle, as UIKit's `UIRectCorner`: which ones
  /// ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)`` rounds.
  public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits (UIKit's values).
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (min x, min y on a y-down screen).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }

  extension UIControl {
    /// A control's state, as UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
      /// The state's bits (UIKit's values).
      public let rawValue: UInt
      /// A state from its bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// No other state.
      public static let normal = State([])
      /// Touched down.
      public static let highlighted = State(rawValue: 1 << 0)
      /// Disabled.
      public static let disabled = State(rawValue: 1 << 1)
      /// Selected.
      public static let selected = State(rawValue: 1 << 2)
      /// Focused.
      public static let focused = State(rawValue: 1 << 3)
    }
  }

  extension UIControl {
    /// An event a control answers, as UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
      /// The event's bits (UIKit's values).
      public let rawValue: UInt
      /// An event from its bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// A touch went down.
      public static let touchDown = Event(rawValue: 1 << 0)
      /// A touch went up inside: a tap.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// A touch went up outside.
      public static let touchUpOutside = Event(rawValue: 1 << 7)
      /// A touch was cancelled.
      public static let touchCancel = Event(rawValue: 1 << 8)
      /// The value changed.
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// A button's primary action (iOS 9).
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
  }

  extension UIButton {
    /// The kinds of button, as UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Hashable, Sendable {
      /// No system styling.
      case custom = 0
      /// The system style.
      case system = 1
      /// A detail disclosure button.
      case detailDisclosure = 2
      /// An info button on a light background.
      case infoLight = 3
      /// An info button on a dark background.
      case infoDark = 4
      /// A contact-add button.
      case contactAdd = 5
      /// A close button.
      case close = 7
    }
  }

  extension UIView {
    /// How a view resizes with its superview, as UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
      /// The mask's bits (UIKit's values).
      public let rawValue: UInt
      /// A mask from its bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The left margin stretches.
      public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
      /// The width stretches.
      public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
      /// The right margin stretches.
      public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
      /// The top margin stretches.
      public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
      /// The height stretches.
      public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
      /// The bottom margin stretches.
      public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
  }

  extension UIView {
    /// How the content fits the bounds (`UIView.ContentMode`), stored and read back.
    public enum ContentMode: Int, Hashable, Sendable {
      /// Stretched to fill.
      case scaleToFill
      /// Scaled to fit, aspect kept.
      case scaleAspectFit
      /// Scaled to fill, aspect kept.
      case scaleAspectFill
      /// Redrawn when the bounds change.
      case redraw
      /// Centred.
      case center
      /// At the top.
      case top
      /// At the bottom.
      case bottom
      /// At the left.
      case left
      /// At the right.
      case right
      /// At the top left.
      case topLeft
      /// At the top right.
      case topRight
      /// At the bottom left.
      case bottomLeft
      /// At the bottom right.
      case bottomRight
    }
  }

  extension UIView {
    /// The options of a view animation (`UIView.AnimationOptions`), with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Options from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Lays out the views that asked for it (`setNeedsLayout()`) as the block ends, so that
      /// their layout animates (`layoutSubviews`).
      public static let layoutSubviews = Self(rawValue: 1 << 0)
      /// Accepted and ignored: LayerKit has no touches (`allowUserInteraction`).
      public static let allowUserInteraction = Self(rawValue: 1 << 1)
      /// Start from what is shown (`beginFromCurrentState`); every view animation here does
      /// (U2), so this changes nothing.
      public static let beginFromCurrentState = Self(rawValue: 1 << 2)
      /// Repeat forever (`repeat`).
      public static let `repeat` = Self(rawValue: 1 << 3)
      /// Play forwards, then backwards (`autoreverse`).
      public static let autoreverse = Self(rawValue: 1 << 4)
      /// Use this block's duration inside an outer block (`overrideInheritedDuration`, U3).
      public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
      /// Use this block's curve inside an outer block (`overrideInheritedCurve`, U3).
      public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
      /// Animate the content changes of a transition's block (`allowAnimatedContent`, U8).
      public static let allowAnimatedContent = Self(rawValue: 1 << 7)
      /// Hide and show the views of `transition(from:to:…)` instead of removing and adding
      /// them (`showHideTransitionViews`, U8).
      public static let showHideTransitionViews = Self(rawValue: 1 << 8)
      /// Inherit no repeat options from an outer block (`overrideInheritedOptions`, U3).
      public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

      /// Slow at both ends, the default (`curveEaseInOut`).
      public static let curveEaseInOut = Self(rawValue: 0 << 16)
      /// Slow at the start (`curveEaseIn`).
      public static let curveEaseIn = Self(rawValue: 1 << 16)
      /// Slow at the end (`curveEaseOut`).
      public static let curveEaseOut = Self(rawValue: 2 << 16)
      /// Even (`curveLinear`).
      public static let curveLinear = Self(rawValue: 3 << 16)

      /// No transition (`transitionNone`).
      public static let transitionNone = Self(rawValue: 0 << 20)
      /// Flip about the vertical axis, left edge first (`transitionFlipFromLeft`).
      public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
      /// Flip about the vertical axis, right edge first (`transitionFlipFromRight`).
      public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
      /// Curl up like a page (`transitionCurlUp`).
      public static let transitionCurlUp = Self(rawValue: 3 << 20)
      /// Curl down like a page (`transitionCurlDown`).
      public static let transitionCurlDown = Self(rawValue: 4 << 20)
      /// Cross-fade (`transitionCrossDissolve`).
      public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
      /// Flip about the horizontal axis, top edge first (`transitionFlipFromTop`).
      public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
      /// Flip about the horizontal axis, bottom edge first (`transitionFlipFromBottom`).
      public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)

      /// Accepted and ignored: LayerKit samples at the times asked
      /// (`preferredFramesPerSecondDefault`).
      public static let preferredFramesPerSecondDefault = Self(rawValue: 0 << 24)
      /// Accepted and ignored (`preferredFramesPerSecond60`).
      public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
      /// Accepted and ignored (`preferredFramesPerSecond30`).
      public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)
    }
  }

  extension UIView {
    /// UIKit's four curves (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
      /// Slow at both ends.
      case easeInOut
      /// Slow at the start.
      case easeIn
      /// Slow at the end.
      case easeOut
      /// Even.
      case linear
    }
  }

  extension UIView {
    /// The options of a keyframe animation (`UIView.KeyframeAnimationOptions`), with UIKit's raw
    /// values: the block options of ``AnimationOptions`` and a calculation mode. The curve bits
    /// of ``AnimationOptions`` (`curveLinear`, …) may be passed through `rawValue`, as iOS code
    /// does, and pace the whole animation (U6).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Options from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// The block option of the same bits: the two sets share them, as in UIKit.
      private init(_ option: AnimationOptions) { rawValue = option.rawValue }

      /// As ``AnimationOptions/layoutSubviews``.
      public static let layoutSubviews = Self(AnimationOptions.layoutSubviews)
      /// Accepted and ignored (`allowUserInteraction`).
      public static let allowUserInteraction = Self(AnimationOptions.allowUserInteraction)
      /// As ``AnimationOptions/beginFromCurrentState``.
      public static let beginFromCurrentState = Self(AnimationOptions.beginFromCurrentState)
      /// Repeat forever (`repeat`).
      public static let `repeat` = Self(AnimationOptions.`repeat`)
      /// Play forwards, then backwards (`autoreverse`).
      public static let autoreverse = Self(AnimationOptions.autoreverse)
      /// As ``AnimationOptions/overrideInheritedDuration``.
      public static let overrideInheritedDuration = Self(AnimationOptions.overrideInheritedDuration)
      /// As ``AnimationOptions/overrideInheritedOptions``.
      public static let overrideInheritedOptions = Self(AnimationOptions.overrideInheritedOptions)

      /// Straight lines between keyframes, the default (`calculationModeLinear`).
      public static let calculationModeLinear = Self(rawValue: 0 << 10)
      /// Each value held until the next (`calculationModeDiscrete`).
      public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
      /// Even speed, key times ignored (`calculationModePaced`).
      public static let calculationModePaced = Self(rawValue: 2 << 10)
      /// A smooth spline through the values (`calculationModeCubic`).
      public static let calculationModeCubic = Self(rawValue: 3 << 10)
      /// A smooth spline at even speed (`calculationModeCubicPaced`).
      public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)
    }
  }

  /// How text lines up, as UIKit's `NSTextAlignment`.
  public enum NSTextAlignment: Int, Hashable, Sendable {
    /// To the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// To the right edge.
    case right = 2
    /// To both edges.
    case justified = 3
    /// By the writing direction.
    case natural = 4
  }

  /// How a line too long is broken or cut, as UIKit's `NSLineBreakMode`.
  public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// At word boundaries.
    case byWordWrapping = 0
    /// At characters.
    case byCharWrapping = 1
    /// Cut at the edge.
    case byClipping = 2
    /// An ellipsis at the start.
    case byTruncatingHead = 3
    /// An ellipsis at the end.
    case byTruncatingTail = 4
    /// An ellipsis in the middle.
    case byTruncatingMiddle = 5
  }

  extension UIImage {
    /// How an image is drawn (`UIImage.RenderingMode`, UIKit's raw values): kept and read back.
    public enum RenderingMode: Int, Hashable, Sendable {
      /// As its context decides (a tab bar's icon as a template, most places as it is).
      case automatic
      /// As it is, its own colours.
      case alwaysOriginal
      /// As a stencil tinted with the view's `tintColor`.
      case alwaysTemplate
    }
  }

  extension UIImage {
    /// Which way up the image's pixels are (`UIImage.Orientation`, UIKit's raw values).
    public enum Orientation: Int, Hashable, Sendable {
      /// As stored.
      case up
      /// Turned 180°.
      case down
      /// Turned 90° counter-clockwise.
      case left
      /// Turned 90° clockwise.
      case right
      /// Mirrored horizontally.
      case upMirrored
      /// Mirrored and turned 180°.
      case downMirrored
      /// Mirrored and turned 90° counter-clockwise.
      case leftMirrored
      /// Mirrored and turned 90° clockwise.
      case rightMirrored
    }
  }

  /// Where an animator is in its life (`UIViewAnimatingState`, UP1).
  public enum UIViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or done: the views show their model values.
    case inactive
    /// Started, running or paused.
    case active
    /// Stopped without finishing, waiting for `finishAnimation(at:)`.
    case stopped
  }

  /// Where an animator's animations ended (`UIViewAnimatingPosition`, UP5).
  public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
    /// At their ends.
    case end
    /// At their starts.
    case start
    /// Where they were when stopped.
    case current
  }
#endif
