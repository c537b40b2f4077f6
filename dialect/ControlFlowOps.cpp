//===- ControlFlowOps.cpp - Verifiers and syntax of control flow ops ------===//
//
// Constraint labels (C1, C2, ...) refer to the op's section of the
// StableHLO specification.
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

using namespace mlir;
using namespace mlir::stablehlo;

/// The types a single-block region returns through its terminator.
static SmallVector<Type> returnTypes(Region &region) {
  SmallVector<Type> types;
  if (region.empty() || region.front().empty())
    return types;
  for (Value value : region.front().back().getOperands())
    types.push_back(value.getType());
  return types;
}

static bool compatibleTypes(TypeRange a, TypeRange b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b))
    if (!isCompatibleType(x, y))
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

LogicalResult IfOp::verify() {
  if (getTrueBranch().getNumArguments() != 0 ||
      getFalseBranch().getNumArguments() != 0)
    return emitOpError("C1: expects branches without arguments, but got ")
           << getTrueBranch().getNumArguments() << " and "
           << getFalseBranch().getNumArguments();
  SmallVector<Type> trueTypes = returnTypes(getTrueBranch());
  SmallVector<Type> falseTypes = returnTypes(getFalseBranch());
  if (!compatibleTypes(trueTypes, falseTypes))
    return emitOpError("C2: expects both branches to return the same types, "
                       "but got (")
           << trueTypes << ") and (" << falseTypes << ")";
  if (!compatibleTypes(getResultTypes(), trueTypes))
    return emitOpError("C3: expects the results to have the types the "
                       "branches return (")
           << trueTypes << "), but got (" << getResultTypes() << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// CaseOp
//===----------------------------------------------------------------------===//

LogicalResult CaseOp::verify() {
  if (getBranches().empty())
    return emitOpError("C1: expects at least one branch");
  SmallVector<Type> firstTypes = returnTypes(getBranches().front());
  for (auto [i, branch] : llvm::enumerate(getBranches())) {
    if (branch.getNumArguments() != 0)
      return emitOpError("C2: expects branches without arguments, but "
                         "branch ")
             << i << " has " << branch.getNumArguments() << " arguments";
    SmallVector<Type> types = returnTypes(branch);
    if (!compatibleTypes(types, firstTypes))
      return emitOpError("C3: expects all branches to return the same "
                         "types, but branch ")
             << i << " differs: (" << types << ") vs. (" << firstTypes
             << ")";
  }
  if (!compatibleTypes(getResultTypes(), firstTypes))
    return emitOpError("C4: expects the results to have the types the "
                       "branches return (")
           << firstTypes << "), but got (" << getResultTypes() << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// WhileOp
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::verify() {
  TypeRange operandTypes = getOperand().getTypes();
  Block &cond = getCond().front();
  Block &body = getBody().front();
  if (!compatibleTypes(cond.getArgumentTypes(), operandTypes))
    return emitOpError("C1: expects cond to take arguments of the operands' "
                       "types (")
           << operandTypes << "), but got (" << cond.getArgumentTypes()
           << ")";
  SmallVector<Type> condTypes = returnTypes(getCond());
  auto i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  if (condTypes.size() != 1 || condTypes.front() != i1)
    return emitOpError("C1: expects cond to return tensor<i1>, but got (")
           << condTypes << ")";
  if (!compatibleTypes(body.getArgumentTypes(), operandTypes))
    return emitOpError("C2: expects body to take arguments of the operands' "
                       "types (")
           << operandTypes << "), but got (" << body.getArgumentTypes()
           << ")";
  SmallVector<Type> bodyTypes = returnTypes(getBody());
  if (!compatibleTypes(bodyTypes, operandTypes))
    return emitOpError("C2: expects body to return values of the operands' "
                       "types (")
           << operandTypes << "), but got (" << bodyTypes << ")";
  if (!compatibleTypes(getResultTypes(), operandTypes))
    return emitOpError("C3: expects results of the operands' types (")
           << operandTypes << "), but got (" << getResultTypes() << ")";
  return success();
}

void WhileOp::getAsmBlockArgumentNames(Region &region,
                                       OpAsmSetValueNameFn setNameFn) {
  for (BlockArgument arg : region.getArguments())
    setNameFn(arg, "iterArg");
}

// stablehlo.while(%iterArg = %init, ...) : T, ... attributes {...}
//   cond { ... } do { ... }
ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> iterArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    auto parseIterArg = [&]() -> ParseResult {
      OpAsmParser::Argument arg;
      OpAsmParser::UnresolvedOperand operand;
      if (parser.parseArgument(arg) || parser.parseEqual() ||
          parser.parseOperand(operand))
        return failure();
      iterArgs.push_back(arg);
      operands.push_back(operand);
      return success();
    };
    if (parser.parseCommaSeparatedList(parseIterArg) || parser.parseRParen())
      return failure();
  }
  SmallVector<Type> types;
  if (!operands.empty()) {
    if (parser.parseColon() || parser.parseTypeList(types))
      return failure();
  }
  if (types.size() != operands.size())
    return parser.emitError(parser.getCurrentLocation(), "expected ")
           << operands.size() << " types";
  for (auto [arg, type] : llvm::zip(iterArgs, types))
    arg.type = type;
  if (parser.resolveOperands(operands, types, parser.getCurrentLocation(),
                             result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  if (parser.parseKeyword("cond") || parser.parseRegion(*cond, iterArgs) ||
      parser.parseKeyword("do") || parser.parseRegion(*body, iterArgs))
    return failure();
  return success();
}

void WhileOp::print(OpAsmPrinter &printer) {
  printer << '(';
  Block &cond = getCond().front();
  llvm::interleaveComma(llvm::zip(cond.getArguments(), getOperand()), printer,
                        [&](auto pair) {
                          printer << std::get<0>(pair) << " = "
                                  << std::get<1>(pair);
                        });
  printer << ')';
  if (!getOperand().empty()) {
    printer << " : ";
    llvm::interleaveComma(getOperand().getTypes(), printer);
  }
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  printer.printNewline();
  printer << "cond ";
  printer.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  printer << " do ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(WhileOp, {
  llvm::append_range(inferredReturnTypes, operands.getTypes());
  return success();
})

/// Infers the result types from the types that `region` returns.
static LogicalResult inferFromRegion(RegionRange regions,
                                     SmallVectorImpl<Type> &types) {
  if (regions.empty() || regions[0]->empty() ||
      regions[0]->front().empty())
    return failure();
  llvm::append_range(types, returnTypes(*regions[0]));
  return success();
}

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(
    IfOp, { return inferFromRegion(regions, inferredReturnTypes); })

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(
    CaseOp, { return inferFromRegion(regions, inferredReturnTypes); })
