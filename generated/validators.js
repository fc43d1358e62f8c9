// Written by `npm run gen` from schemas/. Do not edit.
/* eslint-disable */
"use strict";
export const validateCategory = validate10;
const schema11 = {"$id":"category","title":"Category","type":"object","x-resource":{"type":"Category","plural":"Categories","route":"category","section":"business-info","order":4,"icon":"Category","list":["name","department_id","color","visible","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"business-info","permission":"category"},"x-unique":[["name"]],"required":["name","department_id"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"department_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"department","deleteGuard":"errors.guard.departmentHasCategories"}},"visible":{"description":"Shown on the POS and online menus.","type":"boolean","default":true},"color":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","x-ui":{"widget":"color"},"default":"#1976d2"},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};
const func2 = (s) => [...s].length;
const pattern0 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$", "u");
const pattern1 = new RegExp("^#[0-9a-fA-F]{6}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="category" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.department_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "department_id"},message:"must have required property '"+"department_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "description")) || (key0 === "department_id")) || (key0 === "visible")) || (key0 === "color")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func2(data1) > 500){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.department_id !== undefined){
let data2 = data.department_id;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err8 = {instancePath:instancePath+"/department_id",schemaPath:"#/properties/department_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/department_id",schemaPath:"#/properties/department_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.visible !== undefined){
if(typeof data.visible !== "boolean"){
const err10 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.color !== undefined){
let data4 = data.color;
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data5 === "active") || (data5 === "inactive"))){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema11.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateDepartment = validate11;
const schema12 = {"$id":"department","title":"Department","type":"object","x-resource":{"type":"Department","plural":"Departments","route":"department","section":"business-info","order":3,"icon":"Apartment","list":["name","description","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"business-info","permission":"department"},"x-unique":[["name"]],"required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="department" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "description")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func2(data1) > 500){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === "active") || (data2 === "inactive"))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema12.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateEmployee = validate12;
const schema13 = {"$id":"employee","title":"Employee","type":"object","x-resource":{"type":"Employee","plural":"Employees","route":"employees","section":"employees","order":1,"icon":"People","list":["first_name","last_name","email","job_ids","manager","status"],"sort":{"field":"last_name","order":"ASC"},"title":["first_name","last_name"],"enableDisable":true},"x-access":{"module":"employees-office","permission":"employees"},"x-unique":[["email"]],"required":["first_name","last_name"],"additionalProperties":false,"properties":{"first_name":{"type":"string","minLength":1,"maxLength":60,"x-trim":true},"last_name":{"type":"string","minLength":1,"maxLength":60,"x-trim":true},"nickname":{"type":"string","maxLength":60,"x-trim":true},"email":{"description":"Signs in to the office with this e-mail; unique in the store.","type":"string","maxLength":254,"pattern":"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$","x-trim":true,"x-messages":{"pattern":"validation.email"},"x-ui":{"widget":"email","group":"access"}},"password":{"description":"Sign-in password; stored only as a memory-hard hash and never shown again.","type":"string","minLength":8,"maxLength":200,"x-secret":"password","x-messages":{"minLength":"validation.passwordMin"},"x-ui":{"group":"access"}},"pos_pin":{"description":"PIN for the point of sale: 4 to 8 digits, unique in the store, stored hashed.","type":"string","pattern":"^[0-9]{4,8}$","x-secret":"pin","x-messages":{"pattern":"validation.pin"},"x-ui":{"group":"access"}},"job_ids":{"description":"Jobs held; their modules and permissions add up.","type":"array","maxItems":20,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"job","deleteGuard":"errors.guard.jobHasEmployees"},"x-ui":{"group":"access"}},"time_card_only":{"type":"boolean","default":false,"x-ui":{"group":"access"}},"manager":{"type":"boolean","default":false,"x-ui":{"group":"access"}},"driver":{"type":"boolean","default":false,"x-ui":{"group":"access"}},"receive_order_in_email":{"type":"boolean","default":false,"x-ui":{"group":"access"}},"phone":{"type":"string","maxLength":30,"pattern":"^[0-9+()\\-. ]{7,30}$","x-trim":true,"x-messages":{"pattern":"validation.phone"},"x-ui":{"group":"contact"}},"address":{"type":"string","maxLength":200,"x-trim":true,"x-ui":{"group":"contact"}},"city":{"type":"string","maxLength":100,"x-trim":true,"x-ui":{"group":"contact"}},"state":{"type":"string","maxLength":100,"x-trim":true,"x-ui":{"group":"contact"}},"zip_code":{"type":"string","maxLength":10,"pattern":"^[0-9]{3,10}$","x-trim":true,"x-messages":{"pattern":"validation.zipcode"},"x-ui":{"group":"contact"}},"country":{"type":"string","maxLength":100,"x-trim":true,"x-ui":{"group":"contact"}},"salary_type":{"type":"string","enum":["hourly","salary"],"default":"hourly","x-ui":{"group":"pay"}},"salary":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"pay"}},"pay_period":{"type":"string","enum":["daily","weekly"],"default":"weekly","x-ui":{"group":"pay"}},"hours":{"description":"Scheduled hours per pay period.","type":"integer","minimum":0,"maximum":168,"x-ui":{"group":"pay"}},"hired_date":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","x-messages":{"pattern":"validation.date"},"x-ui":{"widget":"date","group":"employment"}},"termination_date":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","x-messages":{"pattern":"validation.date"},"x-ui":{"widget":"date","group":"employment","shownInStatus":"terminated"}},"termination_reason":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline","group":"employment","shownInStatus":"terminated"}},"status":{"type":"string","enum":["active","inactive","terminated"],"default":"active","x-ui":{"widget":"status","group":"employment"}}}};
const func8 = Object.prototype.hasOwnProperty;
const pattern2 = new RegExp("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "u");
const pattern3 = new RegExp("^[0-9]{4,8}$", "u");
const pattern5 = new RegExp("^[0-9+()\\-. ]{7,30}$", "u");
const pattern6 = new RegExp("^[0-9]{3,10}$", "u");
const pattern7 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="employee" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.first_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.last_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func8.call(schema13.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.first_name !== undefined){
let data0 = data.first_name;
if(typeof data0 === "string"){
if(func2(data0) > 60){
const err3 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.last_name !== undefined){
let data1 = data.last_name;
if(typeof data1 === "string"){
if(func2(data1) > 60){
const err6 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.nickname !== undefined){
let data2 = data.nickname;
if(typeof data2 === "string"){
if(func2(data2) > 60){
const err9 = {instancePath:instancePath+"/nickname",schemaPath:"#/properties/nickname/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/nickname",schemaPath:"#/properties/nickname/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if(typeof data3 === "string"){
if(func2(data3) > 254){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern2.test(data3)){
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.password !== undefined){
let data4 = data.password;
if(typeof data4 === "string"){
if(func2(data4) > 200){
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func2(data4) < 8){
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.pos_pin !== undefined){
let data5 = data.pos_pin;
if(typeof data5 === "string"){
if(!pattern3.test(data5)){
const err17 = {instancePath:instancePath+"/pos_pin",schemaPath:"#/properties/pos_pin/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4,8}$"},message:"must match pattern \""+"^[0-9]{4,8}$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/pos_pin",schemaPath:"#/properties/pos_pin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.job_ids !== undefined){
let data6 = data.job_ids;
if(Array.isArray(data6)){
if(data6.length > 20){
const err19 = {instancePath:instancePath+"/job_ids",schemaPath:"#/properties/job_ids/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err20 = {instancePath:instancePath+"/job_ids/" + i0,schemaPath:"#/properties/job_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/job_ids/" + i0,schemaPath:"#/properties/job_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/job_ids",schemaPath:"#/properties/job_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.time_card_only !== undefined){
if(typeof data.time_card_only !== "boolean"){
const err23 = {instancePath:instancePath+"/time_card_only",schemaPath:"#/properties/time_card_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.manager !== undefined){
if(typeof data.manager !== "boolean"){
const err24 = {instancePath:instancePath+"/manager",schemaPath:"#/properties/manager/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.driver !== undefined){
if(typeof data.driver !== "boolean"){
const err25 = {instancePath:instancePath+"/driver",schemaPath:"#/properties/driver/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.receive_order_in_email !== undefined){
if(typeof data.receive_order_in_email !== "boolean"){
const err26 = {instancePath:instancePath+"/receive_order_in_email",schemaPath:"#/properties/receive_order_in_email/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.phone !== undefined){
let data12 = data.phone;
if(typeof data12 === "string"){
if(func2(data12) > 30){
const err27 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern5.test(data12)){
const err28 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[0-9+()\\-. ]{7,30}$"},message:"must match pattern \""+"^[0-9+()\\-. ]{7,30}$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.address !== undefined){
let data13 = data.address;
if(typeof data13 === "string"){
if(func2(data13) > 200){
const err30 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.city !== undefined){
let data14 = data.city;
if(typeof data14 === "string"){
if(func2(data14) > 100){
const err32 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.state !== undefined){
let data15 = data.state;
if(typeof data15 === "string"){
if(func2(data15) > 100){
const err34 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.zip_code !== undefined){
let data16 = data.zip_code;
if(typeof data16 === "string"){
if(func2(data16) > 10){
const err36 = {instancePath:instancePath+"/zip_code",schemaPath:"#/properties/zip_code/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern6.test(data16)){
const err37 = {instancePath:instancePath+"/zip_code",schemaPath:"#/properties/zip_code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3,10}$"},message:"must match pattern \""+"^[0-9]{3,10}$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/zip_code",schemaPath:"#/properties/zip_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.country !== undefined){
let data17 = data.country;
if(typeof data17 === "string"){
if(func2(data17) > 100){
const err39 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.salary_type !== undefined){
let data18 = data.salary_type;
if(typeof data18 !== "string"){
const err41 = {instancePath:instancePath+"/salary_type",schemaPath:"#/properties/salary_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data18 === "hourly") || (data18 === "salary"))){
const err42 = {instancePath:instancePath+"/salary_type",schemaPath:"#/properties/salary_type/enum",keyword:"enum",params:{allowedValues: schema13.properties.salary_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.salary !== undefined){
let data19 = data.salary;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 9999999.99 || isNaN(data19)){
const err43 = {instancePath:instancePath+"/salary",schemaPath:"#/properties/salary/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err44 = {instancePath:instancePath+"/salary",schemaPath:"#/properties/salary/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(Math.abs(Math.round(data19 * 100) - data19 * 100) > 1e-6){
const err45 = {instancePath:instancePath+"/salary",schemaPath:"#/properties/salary/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/salary",schemaPath:"#/properties/salary/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.pay_period !== undefined){
let data20 = data.pay_period;
if(typeof data20 !== "string"){
const err47 = {instancePath:instancePath+"/pay_period",schemaPath:"#/properties/pay_period/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!((data20 === "daily") || (data20 === "weekly"))){
const err48 = {instancePath:instancePath+"/pay_period",schemaPath:"#/properties/pay_period/enum",keyword:"enum",params:{allowedValues: schema13.properties.pay_period.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.hours !== undefined){
let data21 = data.hours;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err49 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 168 || isNaN(data21)){
const err50 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 168},message:"must be <= 168"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err51 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data.hired_date !== undefined){
let data22 = data.hired_date;
if(typeof data22 === "string"){
if(!pattern7.test(data22)){
const err52 = {instancePath:instancePath+"/hired_date",schemaPath:"#/properties/hired_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/hired_date",schemaPath:"#/properties/hired_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.termination_date !== undefined){
let data23 = data.termination_date;
if(typeof data23 === "string"){
if(!pattern7.test(data23)){
const err54 = {instancePath:instancePath+"/termination_date",schemaPath:"#/properties/termination_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/termination_date",schemaPath:"#/properties/termination_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.termination_reason !== undefined){
let data24 = data.termination_reason;
if(typeof data24 === "string"){
if(func2(data24) > 500){
const err56 = {instancePath:instancePath+"/termination_reason",schemaPath:"#/properties/termination_reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/termination_reason",schemaPath:"#/properties/termination_reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.status !== undefined){
let data25 = data.status;
if(typeof data25 !== "string"){
const err58 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!(((data25 === "active") || (data25 === "inactive")) || (data25 === "terminated"))){
const err59 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema13.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateJob = validate13;
const schema14 = {"$id":"job","title":"Job","type":"object","x-resource":{"type":"Job","plural":"Jobs","route":"jobs","section":"employees","order":2,"icon":"Badge","list":["name","description","updated_at"],"sort":{"field":"name","order":"ASC"}},"x-access":{"module":"employees-office","permission":"jobs"},"x-unique":[["name"]],"required":["name","modules"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"modules":{"description":"Per module: whether it is on, and each of its permission codes with its status.","type":"array","maxItems":20,"x-ui":{"widget":"permissions","group":"permissions"},"items":{"type":"object","required":["code","status","permissions"],"additionalProperties":false,"properties":{"code":{"type":"string","enum":["dashboard-office","business-info","menu-items","inventory","customers-office","employees-office","operations","marketing","online-ordering","reports-office","settings-office","perks-office","pos"]},"name":{"type":"string","maxLength":60},"status":{"type":"boolean"},"permissions":{"type":"array","maxItems":100,"items":{"type":"object","required":["code","status"],"additionalProperties":false,"properties":{"code":{"type":"string","minLength":1,"maxLength":60,"pattern":"^[a-z0-9-]+$"},"status":{"type":"boolean"}}}}}}}}};
const pattern9 = new RegExp("^[a-z0-9-]+$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="job" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.modules === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modules"},message:"must have required property '"+"modules"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "description")) || (key0 === "modules"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func2(data1) > 500){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.modules !== undefined){
let data2 = data.modules;
if(Array.isArray(data2)){
if(data2.length > 20){
const err8 = {instancePath:instancePath+"/modules",schemaPath:"#/properties/modules/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.code === undefined){
const err9 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.status === undefined){
const err10 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.permissions === undefined){
const err11 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/required",keyword:"required",params:{missingProperty: "permissions"},message:"must have required property '"+"permissions"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "code") || (key1 === "name")) || (key1 === "status")) || (key1 === "permissions"))){
const err12 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.code !== undefined){
let data4 = data3.code;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/modules/" + i0+"/code",schemaPath:"#/properties/modules/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((((((((((data4 === "dashboard-office") || (data4 === "business-info")) || (data4 === "menu-items")) || (data4 === "inventory")) || (data4 === "customers-office")) || (data4 === "employees-office")) || (data4 === "operations")) || (data4 === "marketing")) || (data4 === "online-ordering")) || (data4 === "reports-office")) || (data4 === "settings-office")) || (data4 === "perks-office")) || (data4 === "pos"))){
const err14 = {instancePath:instancePath+"/modules/" + i0+"/code",schemaPath:"#/properties/modules/items/properties/code/enum",keyword:"enum",params:{allowedValues: schema14.properties.modules.items.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.name !== undefined){
let data5 = data3.name;
if(typeof data5 === "string"){
if(func2(data5) > 60){
const err15 = {instancePath:instancePath+"/modules/" + i0+"/name",schemaPath:"#/properties/modules/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/modules/" + i0+"/name",schemaPath:"#/properties/modules/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.status !== undefined){
if(typeof data3.status !== "boolean"){
const err17 = {instancePath:instancePath+"/modules/" + i0+"/status",schemaPath:"#/properties/modules/items/properties/status/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.permissions !== undefined){
let data7 = data3.permissions;
if(Array.isArray(data7)){
if(data7.length > 100){
const err18 = {instancePath:instancePath+"/modules/" + i0+"/permissions",schemaPath:"#/properties/modules/items/properties/permissions/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.code === undefined){
const err19 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1,schemaPath:"#/properties/modules/items/properties/permissions/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8.status === undefined){
const err20 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1,schemaPath:"#/properties/modules/items/properties/permissions/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data8){
if(!((key2 === "code") || (key2 === "status"))){
const err21 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1,schemaPath:"#/properties/modules/items/properties/permissions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8.code !== undefined){
let data9 = data8.code;
if(typeof data9 === "string"){
if(func2(data9) > 60){
const err22 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/code",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/code/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func2(data9) < 1){
const err23 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/code",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern9.test(data9)){
const err24 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/code",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9-]+$"},message:"must match pattern \""+"^[a-z0-9-]+$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/code",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.status !== undefined){
if(typeof data8.status !== "boolean"){
const err26 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/status",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/status/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1,schemaPath:"#/properties/modules/items/properties/permissions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/modules/" + i0+"/permissions",schemaPath:"#/properties/modules/items/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/modules",schemaPath:"#/properties/modules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateMenuItem = validate14;
const schema15 = {"$id":"menu-item","title":"Menu item","type":"object","x-resource":{"type":"MenuItem","plural":"MenuItems","route":"menu-items","section":"menu-items","order":1,"icon":"RestaurantMenu","list":["name","category_id","prices","tax_id","online_sale","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"menu-items","permission":"menu-items"},"x-unique":[["name"]],"required":["name","category_id","prices"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"category_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"category","where":{"visible":true},"whereMessage":"errors.menuItem.categoryNotVisible","deleteGuard":"errors.guard.categoryHasItems"}},"prices":{"type":"array","minItems":1,"maxItems":6,"x-messages":{"maxItems":"validation.pricesLimit","minItems":"validation.pricesRequired"},"items":{"type":"object","required":["description","price"],"additionalProperties":false,"properties":{"description":{"type":"string","minLength":1,"maxLength":50,"x-trim":true},"price":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"}}}},"x-ui":{"group":"pricing"}},"tax_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"tax","deleteGuard":"errors.guard.taxHasItems"},"x-ui":{"group":"pricing"}},"receipt_name":{"type":"string","maxLength":40,"x-ui":{"group":"kitchen"}},"kitchen_name":{"type":"string","maxLength":40,"x-ui":{"group":"kitchen"}},"barcode":{"type":"string","pattern":"^[0-9]{8,14}$","x-messages":{"pattern":"validation.barcode"},"x-ui":{"group":"kitchen"}},"cost":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"pricing"}},"online_sale":{"type":"boolean","default":true,"x-ui":{"group":"channels"}},"kiosk_sale":{"type":"boolean","default":true,"x-ui":{"group":"channels"}},"open_price":{"type":"boolean","default":false,"x-ui":{"group":"pricing"}},"sold_by_weight":{"type":"boolean","default":false,"x-ui":{"group":"pricing"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};
const pattern12 = new RegExp("^[0-9]{8,14}$", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="menu-item" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.category_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category_id"},message:"must have required property '"+"category_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.prices === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prices"},message:"must have required property '"+"prices"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func8.call(schema15.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func2(data1) > 500){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.category_id !== undefined){
let data2 = data.category_id;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err9 = {instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.prices !== undefined){
let data3 = data.prices;
if(Array.isArray(data3)){
if(data3.length > 6){
const err11 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.length < 1){
const err12 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.description === undefined){
const err13 = {instancePath:instancePath+"/prices/" + i0,schemaPath:"#/properties/prices/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.price === undefined){
const err14 = {instancePath:instancePath+"/prices/" + i0,schemaPath:"#/properties/prices/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "description") || (key1 === "price"))){
const err15 = {instancePath:instancePath+"/prices/" + i0,schemaPath:"#/properties/prices/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.description !== undefined){
let data5 = data4.description;
if(typeof data5 === "string"){
if(func2(data5) > 50){
const err16 = {instancePath:instancePath+"/prices/" + i0+"/description",schemaPath:"#/properties/prices/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data5) < 1){
const err17 = {instancePath:instancePath+"/prices/" + i0+"/description",schemaPath:"#/properties/prices/items/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/prices/" + i0+"/description",schemaPath:"#/properties/prices/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.price !== undefined){
let data6 = data4.price;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9999999.99 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/prices/" + i0+"/price",schemaPath:"#/properties/prices/items/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/prices/" + i0+"/price",schemaPath:"#/properties/prices/items/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(Math.abs(Math.round(data6 * 100) - data6 * 100) > 1e-6){
const err21 = {instancePath:instancePath+"/prices/" + i0+"/price",schemaPath:"#/properties/prices/items/properties/price/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/prices/" + i0+"/price",schemaPath:"#/properties/prices/items/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/prices/" + i0,schemaPath:"#/properties/prices/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.tax_id !== undefined){
let data7 = data.tax_id;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err25 = {instancePath:instancePath+"/tax_id",schemaPath:"#/properties/tax_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/tax_id",schemaPath:"#/properties/tax_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.receipt_name !== undefined){
let data8 = data.receipt_name;
if(typeof data8 === "string"){
if(func2(data8) > 40){
const err27 = {instancePath:instancePath+"/receipt_name",schemaPath:"#/properties/receipt_name/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/receipt_name",schemaPath:"#/properties/receipt_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.kitchen_name !== undefined){
let data9 = data.kitchen_name;
if(typeof data9 === "string"){
if(func2(data9) > 40){
const err29 = {instancePath:instancePath+"/kitchen_name",schemaPath:"#/properties/kitchen_name/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/kitchen_name",schemaPath:"#/properties/kitchen_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.barcode !== undefined){
let data10 = data.barcode;
if(typeof data10 === "string"){
if(!pattern12.test(data10)){
const err31 = {instancePath:instancePath+"/barcode",schemaPath:"#/properties/barcode/pattern",keyword:"pattern",params:{pattern: "^[0-9]{8,14}$"},message:"must match pattern \""+"^[0-9]{8,14}$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/barcode",schemaPath:"#/properties/barcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.cost !== undefined){
let data11 = data.cost;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9999999.99 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(Math.abs(Math.round(data11 * 100) - data11 * 100) > 1e-6){
const err35 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.online_sale !== undefined){
if(typeof data.online_sale !== "boolean"){
const err37 = {instancePath:instancePath+"/online_sale",schemaPath:"#/properties/online_sale/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.kiosk_sale !== undefined){
if(typeof data.kiosk_sale !== "boolean"){
const err38 = {instancePath:instancePath+"/kiosk_sale",schemaPath:"#/properties/kiosk_sale/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.open_price !== undefined){
if(typeof data.open_price !== "boolean"){
const err39 = {instancePath:instancePath+"/open_price",schemaPath:"#/properties/open_price/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.sold_by_weight !== undefined){
if(typeof data.sold_by_weight !== "boolean"){
const err40 = {instancePath:instancePath+"/sold_by_weight",schemaPath:"#/properties/sold_by_weight/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.status !== undefined){
let data16 = data.status;
if(typeof data16 !== "string"){
const err41 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data16 === "active") || (data16 === "inactive"))){
const err42 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema15.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const validateTax = validate15;
const schema16 = {"$id":"tax","title":"Tax","type":"object","x-resource":{"type":"Tax","plural":"Taxes","route":"taxes","section":"business-info","order":5,"icon":"Percent","list":["name","rate","is_default","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"business-info","permission":"taxes"},"x-unique":[["name"]],"x-single-default":"is_default","required":["name","rate"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"rate":{"description":"Percentage applied to the price, e.g. 8.875: up to three decimals, as tax rates are written.","type":"number","minimum":0,"maximum":100,"x-decimals":3,"x-ui":{"widget":"percent"}},"is_default":{"description":"Applied to new menu items; only one tax is the default.","type":"boolean","default":false},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="tax" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.rate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "rate")) || (key0 === "is_default")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.rate !== undefined){
let data1 = data.rate;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(Math.abs(Math.round(data1 * 1000) - data1 * 1000) > 1e-6){
const err8 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/x-decimals",keyword:"x-decimals",params:{ limit: 3 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.is_default !== undefined){
if(typeof data.is_default !== "boolean"){
const err10 = {instancePath:instancePath+"/is_default",schemaPath:"#/properties/is_default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data3 === "active") || (data3 === "inactive"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema16.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}
