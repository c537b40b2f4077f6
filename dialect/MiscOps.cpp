//===- MiscOps.cpp - Verifiers and syntax of the miscellaneous ops --------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

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

// Integer and boolean constants are named %c, the others %cst, as upstream
// names them.
void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  Type element = getType().getElementType();
  setNameFn(getResult(), isa<IntegerType>(element) ? "c" : "cst");
}

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

//===----------------------------------------------------------------------===//
// Tuples
//===----------------------------------------------------------------------===//

LogicalResult TupleOp::verify() {
  auto tuple = llvm::cast<TupleType>(getResult().getType());
  if (TypeRange(tuple.getTypes()) != TypeRange(getVal().getTypes()))
    return emitOpError("C1: expects the result type tuple<...> of the "
                       "operands' types, but got ")
           << tuple;
  return success();
}

LogicalResult GetTupleElementOp::verify() {
  auto tuple = llvm::cast<TupleType>(getOperand().getType());
  int64_t index = getIndexAttr().getInt();
  if (index < 0 || index >= static_cast<int64_t>(tuple.size()))
    return emitOpError("C1: expects index in [0, ")
           << tuple.size() << "), but got " << index;
  if (tuple.getType(index) != getResult().getType())
    return emitOpError("C2: expects a result of type ")
           << tuple.getType(index);
  return success();
}

//===----------------------------------------------------------------------===//
// OptimizationBarrierOp
//===----------------------------------------------------------------------===//

LogicalResult OptimizationBarrierOp::verify() {
  if (getOperand().getTypes() != getResult().getTypes())
    return emitOpError("C1: expects results of the operands' types");
  return success();
}

//===----------------------------------------------------------------------===//
// Random numbers
//===----------------------------------------------------------------------===//

LogicalResult RngOp::verify() {
  Type element = elementTypeOf(getA().getType());
  if (elementTypeOf(getB().getType()) != element ||
      elementTypeOf(getResult().getType()) != element)
    return emitOpError("C1: expects a, b and result of the same element "
                       "type");
  if (getRngDistribution() == RngDistribution::NORMAL &&
      !llvm::isa<FloatType>(element))
    return emitOpError("C2: expects floating-point a and b for the NORMAL "
                       "distribution");
  auto result = llvm::cast<RankedTensorType>(getResult().getType());
  auto shape = llvm::cast<RankedTensorType>(getShape().getType());
  if (!isCompatibleDim(shape.getDimSize(0), result.getRank()))
    return emitOpError("C3: expects a shape of ")
           << result.getRank() << " elements";
  DenseIntElementsAttr constant;
  if (matchPattern(getShape(), m_Constant(&constant))) {
    SmallVector<int64_t> dims;
    for (const APInt &v : constant.getValues<APInt>())
      dims.push_back(v.getSExtValue());
    if (!isCompatibleShape(dims, result.getShape()))
      return emitOpError("C3: expects the result shape to be the shape "
                         "operand");
  }
  return success();
}

LogicalResult RngBitGeneratorOp::verify() {
  if (getInitialState().getType() != getOutputState().getType())
    return emitOpError("C1: expects output_state of the initial_state's "
                       "type");
  auto state = llvm::cast<RankedTensorType>(getInitialState().getType());
  int64_t size = state.getDimSize(0);
  if (ShapedType::isDynamic(size))
    return success();
  switch (getRngAlgorithm()) {
  case RngAlgorithm::DEFAULT:
    break;
  case RngAlgorithm::THREE_FRY:
    if (size != 2)
      return emitOpError("C2: expects 2 state values for THREE_FRY, but got ")
             << size;
    break;
  case RngAlgorithm::PHILOX:
    if (size != 2 && size != 3)
      return emitOpError("C2: expects 2 or 3 state values for PHILOX, but "
                         "got ")
             << size;
    break;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// CustomCallOp
//===----------------------------------------------------------------------===//

LogicalResult CustomCallOp::verify() {
  for (Attribute attr : getOutputOperandAliases()) {
    auto alias = llvm::cast<OutputOperandAliasAttr>(attr);
    int64_t index = alias.getOperandIndex();
    if (index < 0 || index >= static_cast<int64_t>(getInputs().size()))
      return emitOpError("expects output_operand_aliases to name operands "
                         "in [0, ")
             << getInputs().size() << ")";
  }
  auto checkLayouts = [&](std::optional<ArrayAttr> layouts, TypeRange types,
                          StringRef name) -> LogicalResult {
    if (!layouts)
      return success();
    if (layouts->size() != types.size())
      return emitOpError("expects ")
             << types.size() << " " << name << ", but got "
             << layouts->size();
    return success();
  };
  if (failed(checkLayouts(getOperandLayouts(), getInputs().getTypes(),
                          "operand layouts")) ||
      failed(checkLayouts(getResultLayouts(), getResultTypes(),
                          "result layouts")))
    return failure();
  return success();
}

void CustomCallOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (!getHasSideEffect())
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

//===----------------------------------------------------------------------===//
// CompositeOp
//===----------------------------------------------------------------------===//

LogicalResult CompositeOp::verify() {
  // C1: a namespaced name, `namespace.op`.
  StringRef name = getName();
  size_t dot = name.find('.');
  if (dot == StringRef::npos || dot == 0 || dot + 1 == name.size())
    return emitOpError("C1: expects a namespaced name, but got '")
           << name << "'";
  return success();
}

LogicalResult
CompositeOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto decomposition = symbolTable.lookupNearestSymbolFrom<FunctionOpInterface>(
      *this, getDecompositionAttr());
  if (!decomposition)
    return emitOpError("C2: decomposition ")
           << getDecompositionAttr() << " is not a function in scope";
  if (TypeRange(decomposition.getArgumentTypes()) !=
      TypeRange(getInputs().getTypes()))
    return emitOpError("C3: expects inputs of the types of the "
                       "decomposition's arguments");
  if (TypeRange(decomposition.getResultTypes()) != TypeRange(getResultTypes()))
    return emitOpError("C4: expects results of the types of the "
                       "decomposition's results");
  return success();
}

//===----------------------------------------------------------------------===//
// Result type inference
//===----------------------------------------------------------------------===//

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(TupleOp, {
  inferredReturnTypes.push_back(TupleType::get(context, operands.getTypes()));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(GetTupleElementOp, {
  GetTupleElementOp::Adaptor adaptor(operands, attributes, properties,
                                     regions);
  auto tuple = operands.empty()
                   ? TupleType()
                   : llvm::dyn_cast<TupleType>(operands[0].getType());
  if (!tuple || !adaptor.getIndexAttr())
    return failure();
  int64_t index = adaptor.getIndexAttr().getInt();
  if (index < 0 || index >= static_cast<int64_t>(tuple.size()))
    return failure();
  inferredReturnTypes.push_back(tuple.getType(index));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(OptimizationBarrierOp, {
  llvm::append_range(inferredReturnTypes, operands.getTypes());
  return success();
})
