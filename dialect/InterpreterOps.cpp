//===- InterpreterOps.cpp - The interpreter dialect -----------------------===//

#include "InterpreterOps.h"

#include "AssemblyFormat.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::stablehlo;
using namespace mlir::stablehlo::interpreter;

#include "InterpreterOpsDialect.cpp.inc"

namespace {

struct InterpreterInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool,
                       IRMapping &) const final {
    return true;
  }
};

} // namespace

void InterpreterDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "InterpreterOps.cpp.inc"
      >();
  addInterfaces<InterpreterInlinerInterface>();
}

#define GET_OP_CLASSES
#include "InterpreterOps.cpp.inc"

LogicalResult RunParallelOp::verify() {
  ArrayAttr programs = getPrograms();
  if (programs.empty())
    return emitOpError("expects at least one row of programs");
  size_t numPartitions = llvm::cast<ArrayAttr>(programs[0]).size();
  if (numPartitions == 0)
    return emitOpError("expects at least one program per row");
  for (Attribute row : programs)
    if (llvm::cast<ArrayAttr>(row).size() != numPartitions)
      return emitOpError("expects every row of programs to have ")
             << numPartitions << " programs";

  return success();
}

LogicalResult
RunParallelOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // In a portable artifact the programs are vhlo functions, which are not
  // symbols; the module is checked once it is StableHLO again.
  if (Operation *table = SymbolTable::getNearestSymbolTable(*this))
    for (Region &region : table->getRegions())
      for (Operation &op : region.getOps())
        if (op.getName().getDialectNamespace() == "vhlo")
          return success();
  // The inputs and results must match the programs' signatures, in
  // row-major order of the grid.
  if (ArrayAttr infeed = getInfeedAttr()) {
    for (Attribute attr : infeed) {
      auto symbol = llvm::cast<FlatSymbolRefAttr>(attr);
      if (!symbolTable.lookupNearestSymbolFrom<func::FuncOp>(*this, symbol))
        return emitOpError("infeed ") << symbol << " is not a function";
    }
  }
  size_t input = 0, result = 0;
  for (Attribute row : getPrograms()) {
    for (Attribute program : llvm::cast<ArrayAttr>(row)) {
      auto symbol = llvm::cast<FlatSymbolRefAttr>(program);
      auto func =
          symbolTable.lookupNearestSymbolFrom<func::FuncOp>(*this, symbol);
      if (!func)
        return emitOpError("program ") << symbol << " is not a function";
      FunctionType type = func.getFunctionType();
      for (Type arg : type.getInputs()) {
        if (input >= getInputs().size())
          return emitOpError("expects more inputs for program ") << symbol;
        if (getInputs()[input++].getType() != arg)
          return emitOpError("input ")
                 << input - 1 << " does not match the signature of "
                 << symbol;
      }
      for (Type res : type.getResults()) {
        if (result >= getResults().size())
          return emitOpError("expects more results for program ") << symbol;
        if (getResults()[result++].getType() != res)
          return emitOpError("result ")
                 << result - 1 << " does not match the signature of "
                 << symbol;
      }
    }
  }
  if (input != getInputs().size())
    return emitOpError("expects ") << input << " inputs but got "
                                   << getInputs().size();
  if (result != getResults().size())
    return emitOpError("expects ") << result << " results but got "
                                   << getResults().size();
  return success();
}
