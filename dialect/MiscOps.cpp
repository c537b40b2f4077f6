//===- MiscOps.cpp - Verifiers and syntax of the miscellaneous ops --------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

using namespace mlir;
using namespace mlir::stablehlo;

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

// `stablehlo.constant {attrs} dense<...> : tensor<...>`, or, when the result
// type is not the value's type (quantized constants),
// `stablehlo.constant() {value = dense<...> : T} : () -> Q`.
ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalLParen())) {
    if (parser.parseRParen() ||
        parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
      return failure();
    SMLoc loc = parser.getCurrentLocation();
    FunctionType type;
    if (parser.parseType(type))
      return failure();
    if (type.getNumInputs() != 0 || type.getNumResults() != 1)
      return parser.emitError(loc, "expected a type `() -> T`");
    result.addTypes(type.getResults());
    return success();
  }
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Attribute value;
  if (parser.parseAttribute(value))
    return failure();
  auto elements = llvm::dyn_cast<ElementsAttr>(value);
  if (!elements)
    return parser.emitError(loc, "expected an elements attribute");
  result.addAttribute(getValueAttrName(result.name), elements);
  result.addTypes(elements.getType());
  return success();
}

void ConstantOp::print(OpAsmPrinter &printer) {
  if (getValue().getType() != getType()) {
    printer << "()";
    printer.printOptionalAttrDict((*this)->getAttrs());
    printer << " : ";
    printer.printFunctionalType(TypeRange(), TypeRange(getType()));
    return;
  }
  printer.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  printer << ' ';
  printer.printAttribute(getValue());
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

LogicalResult ConstantOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  ConstantOp::Adaptor adaptor(ValueRange(), attributes, properties);
  if (!adaptor.getValueAttr())
    return failure();
  inferredReturnTypes.push_back(adaptor.getValue().getType());
  return success();
}

bool ConstantOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  if (l.size() != 1 || r.size() != 1)
    return false;
  if (l.front() == r.front())
    return true;
  // A quantized constant holds its storage values.
  auto lt = llvm::dyn_cast<ShapedType>(l.front());
  auto rt = llvm::dyn_cast<ShapedType>(r.front());
  return lt && rt && lt.getShape() == rt.getShape() &&
         storageTypeOf(lt) == storageTypeOf(rt);
}

LogicalResult ConstantOp::verify() {
  // The value's type must be the result type, or its storage counterpart.
  Type valueType = getValue().getType();
  if (!isCompatibleReturnTypes(valueType, getType()))
    return emitOpError("C1: expects the value's type ")
           << valueType << " to be the result type " << getType();
  return success();
}
