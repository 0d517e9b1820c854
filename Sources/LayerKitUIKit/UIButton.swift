#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore

  /// An action a control runs, as UIKit's `UIAction`: a title and a handler.
  open class UIAction: NSObject {
    /// The action's title (`title`).
    public let title: String
    /// What the action does; `UIControl.sendActions(for:)` calls it with the action.
    let handler: (UIAction) -> Void

    /// An action running `handler` (`UIAction(title:handler:)`).
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
      self.title = title
      self.handler = handler
    }
  }

  /// A view that runs actions on events, as UIKit's `UIControl`: a view (U1) with its state and
  /// the actions added for each event. LayerKit has no touches: a test sends an event with
  /// ``sendActions(for:)``, as a tap would.
  open class UIControl: UIView {

    /// Whether the control takes events (`isEnabled`).
    open var isEnabled = true
    /// Whether the control is selected (`isSelected`).
    open var isSelected = false
    /// Whether the control is touched down (`isHighlighted`).
    open var isHighlighted = false

    /// The control's state (`state`), from the three flags.
    open var state: State {
      var state = State.normal
      if isHighlighted { state.insert(.highlighted) }
      if !isEnabled { state.insert(.disabled) }
      if isSelected { state.insert(.selected) }
      return state
    }

    /// The actions added, with the events each answers, in the order added.
    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` on `events` (`addAction(_:for:)`).
    open func addAction(_ action: UIAction, for events: Event) {
      actions.append((action, events))
    }

    /// Stops running `action` on `events` (`removeAction(_:for:)`).
    open func removeAction(_ action: UIAction, for events: Event) {
      for index in actions.indices.reversed() where actions[index].action === action {
        actions[index].events.subtract(events)
        if actions[index].events.isEmpty { actions.remove(at: index) }
      }
    }

    /// Runs the actions added for any of `events`, in the order added (`sendActions(for:)`);
    /// a disabled control runs none, as it takes no touches.
    open func sendActions(for events: Event) {
      guard isEnabled else { return }
      for (action, answered) in actions where !answered.isDisjoint(with: events) {
        action.handler(action)
      }
    }
  }

  /// A button, as UIKit's `UIButton`: a control (``UIControl``) with a title, colour and image per
  /// state, kept and read back; LayerKit draws none of them. A button animates as any view.
  open class UIButton: UIControl {

    /// The button's kind (`buttonType`).
    public private(set) var buttonType = ButtonType.custom
    /// The label that shows the current title (`titleLabel`).
    public let titleLabel: UILabel? = UILabel()
    /// The view that shows the current image (`imageView`).
    public let imageView: UIImageView? = UIImageView()

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// A button of `buttonType` (`UIButton(type:)`).
    public convenience init(type buttonType: ButtonType) {
      self.init(frame: .zero)
      self.buttonType = buttonType
    }

    /// A system button that runs `primaryAction` when tapped (`UIButton(type:primaryAction:)`).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
      self.init(type: buttonType)
      if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Sets the title for `state` (`setTitle(_:for:)`).
    open func setTitle(_ title: String?, for state: State) {
      titles[state.rawValue] = title
      titleLabel?.text = currentTitle
    }

    /// The title for `state`, else the normal one (`title(for:)`).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour for `state` (`setTitleColor(_:for:)`).
    open func setTitleColor(_ color: UIColor?, for state: State) {
      titleColors[state.rawValue] = color
    }

    /// The title colour for `state`, else the normal one (`titleColor(for:)`).
    open func titleColor(for state: State) -> UIColor? {
      titleColors[state.rawValue] ?? titleColors[0]
    }

    /// Sets the image for `state` (`setImage(_:for:)`).
    open func setImage(_ image: UIImage?, for state: State) {
      images[state.rawValue] = image
      imageView?.image = currentImage
    }

    /// The image for `state`, else the normal one (`image(for:)`).
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The title of the current state (`currentTitle`).
    open var currentTitle: String? { title(for: state) }
    /// The image of the current state (`currentImage`).
    open var currentImage: UIImage? { image(for: state) }

    /// Runs the actions for `events`; a tap (`.touchUpInside`) also runs the primary action, as
    /// on iOS.
    open override func sendActions(for events: Event) {
      var events = events
      if events.contains(.touchUpInside) { events.insert(.primaryActionTriggered) }
      super.sendActions(for: events)
    }
  }
#endif
