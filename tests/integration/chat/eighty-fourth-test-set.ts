import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: Queen Elizabeth II Quay and its people; writers: old Krio docker, young SMS clearing agent, formal Lebanese-Sierra Leonean importer, voice-to-text truck driver, typo-prone warehouse clerk, French-mixed Guinean trader, long-letter union secretary, docker's wife
export const EIGHTY_FOURTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o. Na Pa Sorie dis, ol docker from Kissy.", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I am an importer of building materials based in Freetown. A container of ceramic tiles I imported from Mersin arrived at Queen Elizabeth II Quay last month and on opening, nearly a third of the cartons were broken. The shipping line is refusing responsibility. I would like your firm to assist me with a cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "hello my name is Alusine I am a truck driver the police stop me at Wellington checkpoint and they take my license and they keep me here since morning they say I will not go until my boss come please help",
    intent: "urgent",
  },
  { message: "pls wat time d ship MSC go berth 2moro? i nid 2 plan my day", intent: "off-topic" },
  { message: "Wat tim does your offce open on monday mornig? I finsh night shift at the wearhouse at 7", intent: "hours" },
  {
    message: "My husband work at the quay 22 years as docker and now dem say he retire without no gratuity. Dem get right for do dat? he no go get notin?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Counsel, I write on behalf of the Dock Workers Union, Queen Elizabeth II Quay branch. Over 140 of our members have been engaged by a stevedoring contractor on casual terms for periods exceeding five years, without written contracts, leave or social security contributions. The executive has resolved to seek legal representation to regularise their employment terms. Kindly advise whether your chambers can take up this matter.",
    intent: "area:contract",
  },
  {
    message:
      "Abeg help me, my man dey drink an beat me evri nite wen e cam from quay. Tonight e don tell me say e go kill me. I dey hide na me sista os wit di pikin dem",
    intent: "safety",
  },
  { message: "Wetin na di price for one bag rice na Kissy market dis week? Dem say e don go up again", intent: "off-topic" },
  { message: "hi i wan register my own clearing n forwarding coy, wat u need frm me? i dey work 4 sm1 else 4 5yrs now", intent: "area:business" },
  {
    message:
      "Abeg una cam quick! Port security don hold mi pikin na di gate since yesterday, dem say e tif container seal. Dem nor lef am go, e dey inside dem office",
    intent: "urgent",
  },
  {
    message: "Bonjour, I am trader from Conakry. Somebody in your office speak French? My English is not so good for explain my problem",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "I rent a small store near Cline Town for keep goods, now the landlord sell the land and the new owner say we must comot in one week. I have lease paper for 3 years. Pls I need lawyer for dis",
    intent: "area:land",
  },
  {
    message:
      "Good afternoon. If customs declare my consignment overtime and put it up for auction, do I have any legal right to recover the goods or the proceeds? I was out of the country for medical treatment.",
    intent: "legal-question",
  },
  { message: "how many lawyers do you have at the firm comma are they all men or you have lady lawyers too", intent: "team" },
  { message: "bro d police charge me 4 false declaration, court nxt wk tuesday. i nid lawyer 2 defend me pls", intent: "area:criminal" },
  {
    message: "what is the weather going to be like tomorrow in Freetown I have to drive to Bo with a full container and the road is bad when it rain",
    intent: "off-topic",
  },
  {
    message: "I would like to arrange a consultation with your shipping partner at her earliest convenience, preferably on Thursday morning.",
    intent: "booking",
  },
  {
    message: "Dem don tek mi man from di quay dis morning, soldier dem put am na dem vehicle. Nobody tell wi weh dem carry am. Abeg wetin a go do",
    intent: "urgent",
  },
  {
    message: "My husband die last year na accident na di port. Im family dem wan tek di compensation money an di os. A get 3 pikin. A need lawyer fo help mi",
    intent: "area:family",
  },
  {
    message:
      "My business partner and I have a dispute over the profits of a joint import venture in vehicle spare parts. We would both prefer to resolve this privately rather than go to the High Court. Does your firm offer mediation or arbitration for such disputes?",
    intent: "area:arbitration",
  },
  { message: "Pls wat is your phone numbr, I want to call insted of chat", intent: "phone" },
  {
    message:
      "Dear Sir, I am the secretary of the dockworkers union. Since we announced the strike, I have received three phone calls threatening that I will be 'dealt with', and last night men were standing outside my house in Kissy. I fear for my life and my family's safety.",
    intent: "safety",
  },
  { message: "What is the exchange rate today for Guinea franc to Leone? I must pay the truck in leones", intent: "off-topic" },
  { message: "what kind of cases does your law firm handle I want to know before I come", intent: "services" },
  { message: "You are open the Saturday? I come from Kambia only on weekend for my goods", intent: "hours" },
  { message: "if d shipping line nvr give me d delivery order aftr i don pay all, can i sue dem n win?", intent: "legal-question" },
  {
    message:
      "good morning my boss container has been held at the quay for three weeks now and demurrage is running every day the shipping agent keep saying tomorrow tomorrow we need a lawyer to push this",
    intent: "area:shipping",
  },
  {
    message:
      "My colegue from the wearhouse was taken by CID this afternoon, they say goods missing from the store. He is at Central police now, they will not let us see him. Pls what can we do",
    intent: "urgent",
  },
  { message: "Di Leone Stars go play dis Sunday? Wusai a go watch am", intent: "off-topic" },
  { message: "Bonsoir, good evening to all", intent: "greeting" },
  {
    message: "where is your office located I will be coming from the east end with my truck is there place to park",
    intent: "address",
    also: ["knowledge:Parking"],
  },
  {
    message: "I wrk as store keeper for 4 years and the company refuse to pay my last 3 month salry after they sack me. I need help to get my mony",
    intent: "area:contract",
  },
  {
    message:
      "My goods was seize by customs because they say the invoice value is too low. Is it legal they keep my goods and ask me pay penalty double? I have the invoice original from Dubai",
    intent: "legal-question",
  },
  { message: "A wan cam si wan lawyer fo tok bout mi case. Which day a go fit cam?", intent: "booking" },
  {
    message:
      "We are a family-owned import company and my brother wishes to bring in an external investor. I need advice on restructuring the shareholding and drafting a new shareholders' agreement.",
    intent: "area:business",
  },
  { message: "Some boys dem na di quay say dem go cut mi if a nor pay dem money evri week. Dem don bit mi fren las week. A fred fo go wok", intent: "safety" },
  { message: "pls hw do i transfer airtime 2 sm1 on orange? urgent", intent: "off-topic" },
  {
    message:
      "Dear Sir, One of our members, Mr. Foday Kargbo, has been charged with conspiracy and larceny of goods from a bonded warehouse. He was granted bail last week and his trial begins at the Magistrate Court next month. The union wishes to engage counsel for his defence.",
    intent: "area:criminal",
  },
  {
    message: "Could you kindly indicate your fee structure for handling a cargo claim? Do you charge a fixed fee or a percentage of the amount recovered?",
    intent: "knowledge:Fees",
  },
  { message: "hello yes I want to ask about the thing", intent: "unknown" },
  {
    message:
      "Please help, my brother he is trader, the police take him at Gbalamuya border since yesterday, they say his papers not correct. He is in their cell. What we can do?",
    intent: "urgent",
  },
  { message: "Mi papa lef lan fo wi na Waterloo. Naw wan man cam build pan am se e buy am. Wi get di paper. A wan lawyer fo help wi", intent: "area:land" },
  { message: "Thank you verry much for the informaton", intent: "thanks" },
  { message: "my bby mama dey refuse me 2 see my pikin, i dey pay evry mont. i wan custody or sm arrngmnt, u fit help?", intent: "area:family" },
  {
    message:
      "please help there is a group of boys surrounding my truck at the roundabout they say I knock their friend and they want to beat me I lock myself inside the cabin",
    intent: "safety",
  },
  { message: "Can you hlp me write a CV for forklift operater job at the port", intent: "off-topic" },
  { message: "Kindly provide the email address to which I may send the shipping documents for review.", intent: "email" },
  {
    message:
      "I was referred to Ms. Isatu Bangura by a colleague at the Chamber of Commerce. Could you tell me a little about her background and experience in maritime matters?",
    intent: "attorney:Isatu Bangura",
  },
  {
    message:
      "Dear Madam/Sir, The union and the port management have agreed in principle to submit the dispute on overtime rates to mediation rather than court action. We should like your chambers to assist the union in the mediation process and to advise on the choice of a mediator.",
    intent: "area:arbitration",
  },
  { message: "pls hlp d customs ppl don lock my cuzin inside dia office at d quay, dey say e bribe sm1, e nor fit comot. hw we go do", intent: "urgent" },
  {
    message: "Men follow me from the port to my hotel, they say I must give them money or they take my goods and hurt me. I am scare to go out. Please",
    intent: "safety",
  },
  { message: "Una de opin tide? Na holiday", intent: "hours" },
  {
    message:
      "I am about to sign a long-term supply agreement with a Chinese manufacturer for roofing sheets. I would like a lawyer to review the contract before I sign, particularly the delivery and penalty clauses.",
    intent: "area:contract",
  },
  { message: "Dear Sir, Kindly assist the union in drafting a speech for our annual May Day celebration at the Quay.", intent: "off-topic" },
  { message: "Abeg a wan mek appointment fo tok to una lawyer bout mi man in pension. A fit cam Wednesday?", intent: "booking" },
  {
    message:
      "my friend was accused of stealing fuel from the company tank they give him police bail and he must report every Monday he need a lawyer for the case",
    intent: "area:criminal",
  },
  { message: "Una get woman lawyer deh? A go feel beta fo tok to woman", intent: "team" },
  { message: "Your firm do what kind of work? Only court case or also business help?", intent: "services" },
  { message: "how much is a litre of diesel now at the petrol station", intent: "off-topic" },
  {
    message: "The wearhouse manger say he will deduct the missing goods from all our salries. Is he alowed to do that when we did not steal?",
    intent: "legal-question",
  },
  {
    message:
      "My container from Conakry to Freetown, the shipping company lose one part of the goods, 40 bag of coffee missing. I want make claim. You can help?",
    intent: "area:shipping",
  },
  { message: "hi gud mrnin", intent: "greeting" },
  { message: "Police dem de na mi door naw, dem se dem cam fo mi man. E de insai. Wetin a go do?", intent: "urgent" },
  { message: "Ok a de go naw. Bye bye", intent: "goodbye" },
  {
    message:
      "We want to open a bank account for our small transport company but the bank ask for many company documnts we dont have. Can you help us get the company papers right",
    intent: "area:business",
  },
  { message: "How a go cook cassava leaf wit fish fo 20 people? Na mi man in union meeting", intent: "off-topic" },
  {
    message:
      "I would like to draft a will to ensure that my businesses and property in Freetown and Beirut are distributed properly among my children. Does your firm handle wills?",
    intent: "area:family",
  },
  { message: "Pls help the crowd at the market is saying my brother tif phone and they are beating him now near the wharf", intent: "safety" },
  { message: "how can I reach your office I want all the ways phone email whatever you have", intent: "contact" },
  { message: "Is there parking available near your chambers? I will be driving.", intent: "knowledge:Parking" },
  {
    message: "Mi brotha dem se di os we mi papa bil na Kissy na fo di man pikin dem nomo. Dem get right fo drive mi sista dem comot?",
    intent: "legal-question",
  },
  {
    message:
      "I intend to purchase a plot of land in Lumley for a warehouse. Before paying, I would like a full title search conducted and the conveyancing handled by your firm.",
    intent: "area:land",
  },
  {
    message:
      "I am calling from Kissy police station my driver mate is in the cell since last night they say the truck carry contraband he is not the owner of the goods please send a lawyer",
    intent: "urgent",
  },
  { message: "I want to see a lawyer tomorrow morning before I go back to Conakry. Is possible to make appointment?", intent: "booking" },
  { message: "we hv arbitration award against d haulage coy bt dey nt pay. hw we go enforce am? pls hlp", intent: "area:arbitration" },
  { message: "I want to book an appointment for Friday afternoon to talk with a lawyer about my license case", intent: "booking" },
  { message: "Dem se mi pikin go court nex week fo fight na di quay. E nor get lawyer. Una fit defend am?", intent: "area:criminal" },
  { message: "Dear Sir, On behalf of the executive, I thank you for the prompt and courteous response.", intent: "thanks" },
  {
    message: "there are some guys at the truck park in Kissy they say if I go to testify in the court they will burn my truck and kill me I am scared",
    intent: "safety",
  },
  { message: "Could you confirm whether your office is open at 4:30 PM on Fridays?", intent: "hours" },
  {
    message:
      "A supplier in Guangzhou and I have a contract with an arbitration clause. He has now commenced arbitration proceedings against me, and I need representation in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "hello i hve a issue", intent: "unknown" },
  {
    message:
      "Dear Sir, Under the current labour legislation, is an employer at the port entitled to dismiss casual workers for participating in a lawful strike? We seek your view before the executive meets.",
    intent: "legal-question",
  },
  { message: "Please tell me about the lawyers at your firm and their respective specialties.", intent: "team" },
  { message: "Wetin na una WhatsApp numba?", intent: "phone" },
  { message: "Mi man wok fo di stevedore company 9 years, dem sack am wit no notis an no pay. Wi wan lawyer fo fight am", intent: "area:contract" },
  {
    message:
      "Dear Sir, Eleven of our members were arrested this morning at the Quay gate during a peaceful picket and are presently held at the Eastern Police Division. We urgently require counsel.",
    intent: "urgent",
  },
  { message: "What is email of your office? I send documents from Conakry", intent: "email" },
  { message: "Una de ep pipul fo ol kain case? Wetin una de du?", intent: "services" },
  { message: "pls can i bk appt wit 1 of ur lawyers 2moro aftanoon? abt my clearing licence wahala", intent: "booking" },
  { message: "what documents should I bring when I come for the meeting about my container problem", intent: "knowledge:What to bring" },
  { message: "My wife she is in Freetown and I am in Conakry, we want divorce but we marry in Sierra Leone. Your office can do this?", intent: "area:family" },
  { message: "ok c u lata bye", intent: "goodbye" },
  { message: "Una lawyer dem de tok Krio? A nor sabi big English", intent: "knowledge:Languages spoken" },
  { message: "Ow much una de tek fo divorce case? A nor get plenty moni", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, The union's welfare fund imported a consignment of protective equipment for members, which has been detained at the Quay over a dispute on duty exemption. We wish to instruct your chambers to secure its release.",
    intent: "area:shipping",
  },
  { message: "Where is exactly your office? Which street? I come with okada", intent: "address" },
  {
    message:
      "If the vessel arrived 12 days late and my goods were for a seasonal market, can I claim my lost profits from the carrier, or only the cargo value?",
    intent: "legal-question",
  },
  {
    message:
      "my uncle give me land in Port Loko to build but now his children say I must leave they want to sell it I need a lawyer to help with the documents",
    intent: "area:land",
  },
  { message: "Dem don lock mi brotha na Ferry Junction police since Satide. Dem nor tell wi wetin e du. Abeg", intent: "urgent" },
  {
    message:
      "Dear Sir, Kindly furnish the union with all the channels through which your chambers may be contacted, including telephone, email and postal address.",
    intent: "contact",
  },
  {
    message:
      "We run a small wearhouse at Cline Town and want to register it as a limited company with my two partners. How we go about it, can you handle the registration?",
    intent: "area:business",
  },
  { message: "u open 2day? wat tym u close", intent: "hours" },
  { message: "Mi man nor cam os yestade. Dem tel mi se port police hold am na Cline Town station. A go deh bot dem nor gri mek a si am", intent: "urgent" },
  {
    message:
      "our company imported 2 containers of sugar, when they open at the quay the sugar was wet and spoilt from water. The insurans and shipping line blaming each other. we need lawyer for claim",
    intent: "area:shipping",
  },
  { message: "Wetin go bi di tide tumara mornin? A wan go fish afta wok", intent: "off-topic" },
  {
    message: "I pay the clearing agent all the money for duty but he use it for himself and the goods still in port. He can go to prison for this?",
    intent: "legal-question",
  },
  { message: "How many lawyer work at your firm? just want to no", intent: "team" },
  {
    message:
      "I drive for a transport company for six years they never give me a written contract now they say I am not their staff when I ask for leave pay I need help",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, The union executive requests a meeting with one of your senior lawyers at your chambers during the week of the 14th, to discuss the members' retirement benefits.",
    intent: "booking",
  },
  {
    message: "pls my life dey in danger, sm guys frm d clearing yard say dey go kill me if i tok to d police abt d missing container. dey dey look 4 me",
    intent: "safety",
  },
  { message: "What are the current freight rates for a 40-foot container from Jebel Ali to Freetown?", intent: "off-topic" },
  { message: "Mi wef don lef mi an go wit mi pikin dem na im mama os na Makeni. A wan si mi pikin dem. Abeg ep mi", intent: "area:family" },
  {
    message:
      "they just arrest my conductor at the port gate security say he has stolen goods in the truck they are taking him to the station now please somebody should come",
    intent: "urgent",
  },
  { message: "I want open company in Sierra Leone for import rice from Guinea. How to register? You can do for me?", intent: "area:business" },
  { message: "Abeg gi mi una fon numba, a nor get data fo chat long", intent: "phone" },
  {
    message: "If the goods get spoil in the wearhouse because of the roof leaking, who is responsble, the wearhouse company or me the clerk on duty?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, The union acquired a plot at Wellington in 2011 for a members' housing scheme. A private developer now claims title and has begun fencing. We require your chambers to conduct a title search and defend our ownership.",
    intent: "area:land",
  },
  { message: "any1 knw if d port dey hire tally clerks? i wan apply", intent: "off-topic" },
  {
    message:
      "Please urgent. The soldiers at Kissy checkpoint take my goods and my driver, they hold him in their post since last night. He is Guinean, he do nothing wrong.",
    intent: "urgent",
  },
  { message: "Na Lawyer Ibrahim Jalloh na di wan we de fet fo pipul we police hol? Wetin e sabi du?", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "My warehouse manager has been charged with fraud relating to falsified customs entries. He is currently on bail. I would like your firm to represent him at trial.",
    intent: "area:criminal",
  },
  { message: "what time do you close on Friday evening because I finish offloading at four", intent: "hours" },
  {
    message: "Me and my partner in the wearhouse business have dispute over money, we dont want court, we want somebody in the middle to settle. You do that?",
    intent: "area:arbitration",
  },
  { message: "Ow di bodi? Mornin o", intent: "greeting" },
  { message: "can you tell me the best road to take from Freetown to Kenema to avoid the bad part near Mile 91", intent: "off-topic" },
  {
    message:
      "Dear Sir, Where a member dies in an accident in the course of work at the Quay, is the employer obliged under the law to pay compensation to his widow, and if so, what amount is the family likely to receive?",
    intent: "legal-question",
  },
  { message: "Mi man in brotha dem cam na mi os wit stick, dem se a fo lef di os o dem go bit mi. Dem de outside naw", intent: "safety" },
  { message: "wat servs una dey offer? only court tins?", intent: "services" },
  {
    message:
      "I sign contract for supply 200 bag of palm oil to a company in Freetown. I deliver, they don't pay since 3 month. I need lawyer to force them pay.",
    intent: "area:contract",
  },
  {
    message: "the police came to the wearhouse and took our supervisor in handcuffs just now. nobody tell us why. where can we get a lawyer quick",
    intent: "urgent",
  },
  { message: "wat ur email? i wan send d docs", intent: "email" },
  { message: "is there somewhere I can park a big truck near your office or should I leave it at the lorry park", intent: "knowledge:Parking" },
  { message: "Wetin a fo gi mi pikin fo fiba? E hot bad bad", intent: "off-topic" },
  { message: "Dem se mi kontena we mi brotha sen from London don los na quay. Wi pe evritin. A wan lawyer fo find am", intent: "area:shipping" },
  { message: "if my clearing licence expire n i still clear goods 4 customer, wat d penalty? can dey jail me?", intent: "legal-question" },
  { message: "Please schedule a meeting with the Partner responsible for business matters next Tuesday or Wednesday at 10 AM.", intent: "booking" },
  {
    message:
      "My husbnd refuse to pay mentainance for our two children since he left, he work at the port and get good money. I want to take him to court for it",
    intent: "area:family",
  },
  { message: "Abeg. Tin de", intent: "unknown" },
  { message: "What day is the market in Lumley? I want sell my cloth", intent: "off-topic" },
  { message: "What are the various ways in which I can contact your firm?", intent: "contact" },
  { message: "Mi pikin get case na court fo tif na di port. Dem gi am bail bot e nid lawyer fo di trial. Una fit tek di case?", intent: "area:criminal" },
  {
    message:
      "Dear Sir, The branch chairman, Mr. Abu Kamara, was picked up from his home by plain-clothes officers at 5 a.m. today and his whereabouts are unknown. We believe he is being held in connection with the strike.",
    intent: "urgent",
  },
  { message: "i buy 1 plot 4 Grafton 2yrs ago, now anoda man show wit survey plan sm plot. i nid lawyer 2 chek d title", intent: "area:land" },
  { message: "Tenki tenki. God bless una", intent: "thanks" },
  {
    message:
      "Is a shipping line entitled to hold my container until I pay demurrage charges that accrued while customs was holding the goods? The delay was not my fault.",
    intent: "legal-question",
  },
  {
    message: "My partner in business he threaten me with cutlass at the port yesterday, he say next time he finish me. I am afraid to go to the shop",
    intent: "safety",
  },
  { message: "pls wat is the best exel formula to count stock in wearhouse", intent: "off-topic" },
  { message: "Una de opin Satide? A de wok Monde to Fraide. Wetin na una fon numba?", intent: "hours", also: ["phone"] },
  {
    message:
      "Dear Sir, The union wishes to establish a cooperative credit society for its members, duly registered and with proper governance. We seek your assistance with registration and the drafting of its constitution.",
    intent: "area:business",
  },
  {
    message: "When I come to see the lawyer wat papers do I need to bring with me? I have my appointment letter and pay slips",
    intent: "knowledge:What to bring",
  },
  { message: "pls hlp d navy ppl don hold my bro on d boat since morning, dey say e dey carry contraband. e stil dey dia", intent: "urgent" },
  {
    message:
      "We have obtained an arbitral award in Lagos against a Nigerian supplier who has assets in Freetown. We would like your firm to enforce the award here.",
    intent: "area:arbitration",
  },
  { message: "do you have a parking space for visitors at the chambers or I should park on the street", intent: "knowledge:Parking" },
  { message: "Dear Sir, Kindly furnish a list of the areas of law in which your chambers practise.", intent: "services" },
  { message: "If mi man die, im brotha dem get right fo tek im os an kick mi an mi pikin dem comot?", intent: "legal-question" },
  { message: "Can i book a apointment for next Monday morning? its about my salry problem", intent: "booking" },
  { message: "How many lawyers work in your office? All are Sierra Leonean?", intent: "team" },
  { message: "d coy wey i dey wok 4 dey owe me 4 mnts pay n dey wan sack me. i nid lawyer asap", intent: "area:contract" },
  { message: "That will be all for today. Goodbye.", intent: "goodbye" },
  { message: "Dem don hol mi padi na di port prison sel since Fraide. Dem se e bin de sel stolen bags. E nor de tif! Abeg una send lawyer", intent: "urgent" },
  { message: "Dear Sir, Could you recommend a printing press that could produce 500 union membership cards at reasonable cost?", intent: "off-topic" },
  {
    message:
      "I am a truck driver the shipping company charge my boss for container damage but the container was already damaged when we collect it at the port we want a lawyer to fight it",
    intent: "area:shipping",
  },
  { message: "Pls help someone is threatening my sister with a knife at our house in Kissy right now, he is her ex", intent: "safety" },
  { message: "Please your number for call from Guinea? +232 what?", intent: "phone" },
  {
    message: "police invite me to come to CID next week about the goods that got missing from my truck I want a lawyer to go with me",
    intent: "area:criminal",
  },
  { message: "Di company se dem go cut mi pension bikos a bin join di strike. Dem fit du dat?", intent: "legal-question" },
  { message: "Good evening.", intent: "greeting" },
  {
    message:
      "Dear Sir, The widow of our late member Mr. Sahr Mansaray seeks assistance with letters of administration and the distribution of his estate among his five children. The union will sponsor her application.",
    intent: "area:family",
  },
  { message: "pls hw do i chek my orange money balance", intent: "off-topic" },
  { message: "Pls were is your ofice exacly, near which junction?", intent: "address" },
  { message: "I have a query.", intent: "unknown" },
  { message: "Dem de kech di dockers dem na di quay naw naw, police truk don cam. Mi man de insai. Abeg", intent: "urgent" },
  {
    message: "me and two friends want to buy trucks and start haulage business together we want to make a proper company with shares can you help us set it up",
    intent: "area:business",
  },
  { message: "How much you take for consultation? I can pay small small?", intent: "knowledge:Fees" },
  { message: "My grandfathr land in Kono, my uncles sold part without telling us. We have family document. need lawyer to stop them", intent: "area:land" },
  { message: "A wan si Lawyer fo tok bout mi lan. Monday mornin fayn?", intent: "booking" },
  { message: "Dear Sir, Kindly confirm your office hours, as our executive members are available only after 3 p.m.", intent: "hours" },
  {
    message: "Mi man an im padi dem get palava oba di kanu we dem bin buy togeda. Dem nor wan go kot, dem wan sombodi fo settle am. Una du dat?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, A group of men armed with machetes has besieged the union office at Cline Town since this afternoon, and our staff are locked inside. We fear for their lives.",
    intent: "safety",
  },
  {
    message: "if the police seize my truck because of the goods inside that is not mine can they keep my truck forever or will I get it back",
    intent: "legal-question",
  },
  { message: "What time does the Lungi ferry leave in the morning?", intent: "off-topic" },
  {
    message:
      "Dear Sir, The union has been presented with a draft collective agreement by the port operator. We require a lawyer to review its terms on wages, overtime and dismissal procedure before signature.",
    intent: "area:contract",
  },
  { message: "what is your email address I want to send the pictures of the damaged goods", intent: "email" },
  {
    message:
      "My customs broker was detained at the Quay this morning by NRA enforcement officers and is still in their custody. I need a lawyer to attend immediately.",
    intent: "urgent",
  },
  { message: "My nephew is accuse of smuggling at the border, his case go to court in Kambia. I want lawyer to defend him.", intent: "area:criminal" },
  { message: "tnx 4 d info", intent: "thanks" },
  { message: "Mi man bin import ol kloz from Amerika fo sel. Di kontena de na quay 2 mont naw, dem nor gri gi am. Wi nid lawyer", intent: "area:shipping" },
  { message: "Ok, au revoir, see you", intent: "goodbye" },
  { message: "Ow a go fit kech una? Fon, email, ol di we dem", intent: "contact" },
  { message: "Una ofis de na Siaka Stevens Street? Wich side? A go cam wit poda-poda", intent: "address" },
  {
    message:
      "my wife is pregnant and we are not married her family say I must pay something before I see the child I want a lawyer about custody and the child things",
    intent: "area:family",
  },
  { message: "What documnts should I carry to the meetng for my NASSIT and salary case? I have some payslip only", intent: "knowledge:What to bring" },
  { message: "Una get plenty lawyer? Ow moch?", intent: "team" },
  { message: "I would like to know the full range of services your firm offers to commercial clients.", intent: "services" },
  { message: "My cousin was arrested at the wearhouse gate at 6 this evening, he is in the police van now. please what do I do", intent: "urgent" },
  { message: "I want buy house in Freetown but I am foreigner, I need lawyer to check the paper and do the transfer", intent: "area:land" },
  { message: "Una lawyer dem de ya Temne? Mi wef nor sabi Krio fayn", intent: "knowledge:Languages spoken" },
  { message: "me n my partna hv wahala ova d clearing coy money, we agree 2 settle outside court. u fit mediate?", intent: "area:arbitration" },
  { message: "I want to make meeting with lawyer, Tuesday possible?", intent: "booking" },
  { message: "A wan register mi small chop bar na di quay as business. Una fit ep mi?", intent: "area:business" },
  { message: "cn i c a lawyer dis wk? wen u free", intent: "booking" },
  {
    message: "Wan gang de na di quay we de tek moni from di casual dem. Dem se dem go stab mi tumara if a nor bring moni. A nor sabi wetin fo du",
    intent: "safety",
  },
  { message: "hello good afternoon how are you doing today", intent: "greeting" },
  {
    message: "A bin de wok as casual loader fo 12 ier. Di new company se dem nor sabi mi an dem nor go pe mi di moni we dem owe mi. A wan lawyer fo fet fo mi",
    intent: "area:contract",
  },
  {
    message:
      "My son was taken from our shop on Kissy Road by men claiming to be from the Transnational Organised Crime Unit about an hour ago. We do not know where he has been taken. Please advise immediately.",
    intent: "urgent",
  },
  { message: "how many pallets can fit inside a 20ft container? my boss ask me", intent: "off-topic" },
  { message: "if i sign 4 d goods as received bt d seal was broken b4, am i liable 4 d missing stuff?", intent: "legal-question" },
  {
    message:
      "Dear Sir, A vessel chartered by our members' cooperative to carry fish to Monrovia has been arrested at the Quay at the instance of a fuel supplier. We seek counsel to represent the cooperative and obtain the release of the vessel.",
    intent: "area:shipping",
  },
  { message: "Mi man se if a lef am e go kil mi an di pikin dem. E bin wan chok mi yestade. A fred", intent: "safety" },
  { message: "can I get an appointment with one of the lawyers tomorrow at 10 o'clock in the morning", intent: "booking" },
  {
    message: "I am Guinean, my wife is Sierra Leonean, we have a child. We separate now and she want to take the child to London. I need lawyer for custody.",
    intent: "area:family",
  },
  { message: "Wusai a go bai gud boot fo wok na di quay? Mi yon don bos", intent: "off-topic" },
  { message: "d police dey carry my uncle go now now frm d clearing shed, dey nt even say y. pls wat we go do", intent: "urgent" },
  {
    message:
      "I hold a 25-year lease over warehouse premises at Cline Town. The lessor is now trying to terminate after only 8 years, citing redevelopment. I wish to instruct your firm to protect my lease.",
    intent: "area:land",
  },
  { message: "Do you open on public holidys? I can only come when wearhouse is closed", intent: "hours" },
  { message: "Mi man nor marade mi na chech bot wi don liv togeda 15 ier. If e die, a go get im pension?", intent: "legal-question" },
  { message: "i wan join my 2 paddies 4 1 clearing coy, hw we go share d shares n wat papers we nid? u fit do am 4 us?", intent: "area:business" },
  { message: "Dear Sir, We should be grateful to know the composition of your legal team, including the number of partners and associates.", intent: "team" },
  {
    message:
      "The company accuse me of theft of 10 bags of cement from the store and report me to police. They release me but the case is going to court. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "What documents I need to get visa for UK from Freetown?", intent: "off-topic" },
  {
    message:
      "hello please my brother is being held at the Cline Town police station since yesterday afternoon they said he was fighting at the port he is not well and they are not giving him food",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, The union's dispute with the stevedoring company over unpaid overtime has been referred to arbitration under our collective agreement. We seek experienced counsel to represent the union before the arbitral tribunal.",
    intent: "area:arbitration",
  },
  { message: "how much does it cost to talk to a lawyer for one hour and can I pay in two parts", intent: "knowledge:Fees" },
  { message: "dey don attack my bro at d quay wit bottle, dey stil dey find am. he dey hide inside 1 shop now. pls hlp", intent: "safety" },
  { message: "Na wetin una lawyer dem de du? A nor sabi wetin lawyer ofis de du", intent: "services" },
  {
    message:
      "In the event that my clearing agent made a false declaration without my knowledge, am I as the consignee personally liable for the customs penalty?",
    intent: "legal-question",
  },
  { message: "pls gimme ur whatsapp no", intent: "phone" },
  {
    message: "Dear Sir, The union would appreciate your assistance in finding a venue for our delegates' conference for about 200 persons in Freetown.",
    intent: "off-topic",
  },
  {
    message:
      "We are negotiating a warehousing services agreement with a logistics firm. I need your contract lawyer to draft the agreement and ensure our liability for stored goods is limited.",
    intent: "area:contract",
  },
  { message: "Dem de bit mi man na police stayshon naw, dem hol am sins las nite. Abeg send lawyer", intent: "urgent" },
  {
    message: "I want to adopt my late brother's son he was a docker and died last year the mother also died I need a lawyer to help with the adoption process",
    intent: "area:family",
  },
  { message: "can i cm c lawyer 2day aftanoon? i dey near d office", intent: "booking" },
  {
    message:
      "We receive goods at the wearhouse from the quay but the bill of lading number not match the container. The shipping line say we must pay extra. need lawyer to help sort this",
    intent: "area:shipping",
  },
  { message: "Wetin na una email? Mi pikin go sen di paper dem", intent: "email" },
  { message: "how long can customs keep my truck at the port when they are checking the goods is there a limit in the law", intent: "legal-question" },
  { message: "hw 2 upload pic on my status? new fone", intent: "off-topic" },
  { message: "Mi man in papa lef lan fo am na Hastings. Naw im brotha dem wan sel am. Wi get di will. A wan lawyer fo ep wi", intent: "area:land" },
  {
    message: "Some people from the market they say I take their customer and they will burn my shop tonight with me inside. I am alone and very scared.",
    intent: "safety",
  },
  { message: "Dem don tek mi pikin na Pademba Road prison since tri de. Nobodi tel wi wetin e du. Abeg", intent: "urgent" },
  { message: "Do your lawyers speak French or Susu? My uncle want to come to speak himself", intent: "knowledge:Languages spoken" },
  {
    message:
      "I have received a summons from the Magistrate Court alleging that my company evaded import duty. I require a criminal defence lawyer to represent me.",
    intent: "area:criminal",
  },
  { message: "wat tym u open 2moro mrnin?", intent: "hours" },
  { message: "Is Christiana Thomas the lawyer for work contracts and employment? what is her experiance", intent: "attorney:Christiana Thomas" },
  {
    message: "my boss want to change his sole trader business to a limited company because the banks want that for loans he asked me to find a lawyer for it",
    intent: "area:business",
  },
  { message: "Mi pikin nid elp wit im mats homework. Fraction dem. Una fit ep?", intent: "off-topic" },
  { message: "Tenki fo di ep. God bless", intent: "thanks" },
  { message: "If I bring goods from Guinea by road and I pay the duty at border, customs at Freetown can make me pay again?", intent: "legal-question" },
  {
    message:
      "Dear Sir, Kindly arrange an appointment for the General Secretary and two executive members to meet with your labour lawyer on Monday the 21st at 11 a.m.",
    intent: "booking",
  },
  {
    message:
      "Two of our loaders were picked by military police at the wearhouse this morning and they are still at the barracks. the manager does nothing. plz help",
    intent: "urgent",
  },
  {
    message:
      "the transport company and my boss have a problem with the money for the trips we want to solve it without court through a mediator can your firm do it",
    intent: "area:arbitration",
  },
  { message: "How I can contact you? Phone, email, WhatsApp, give me all please", intent: "contact" },
  { message: "do you have any lady lawyers in your firm my wife want to talk to a woman", intent: "team" },
  {
    message:
      "My daughter's husband has abandoned her and their two children and refuses to provide support. I wish to instruct your firm to file for maintenance on her behalf.",
    intent: "area:family",
  },
  {
    message: "Plz somebody is following me from the wearhouse every night with a cutlass, he said i reported him. Im hiding in the office now",
    intent: "safety",
  },
  { message: "Which hotel near Aberdeen would you recommend for a business guest from Beirut?", intent: "off-topic" },
  { message: "Wusai una ofis de? A de cam from Kissy", intent: "address" },
  {
    message: "my customa container dey d port 6 wks now, customs dey say d HS code wrong n dey fine us big. we nid lawyer 2 fight d fine",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir, Is it lawful for the port operator to deny entry to union officials who wish to visit members at their place of work? We would value your opinion.",
    intent: "legal-question",
  },
  {
    message:
      "somebody build a fence on my land at Waterloo while I was on the road driving for two weeks I have the conveyance paper I want a lawyer to stop them",
    intent: "area:land",
  },
  {
    message: "Please the police hold my driver and my truck at Lungi since yesterday, they don't let him call. He is in the cell. Help please",
    intent: "urgent",
  },
  { message: "A wan mek appointment fo mi an mi man fo si di lawyer. Tuesday a go fit cam", intent: "booking" },
  { message: "Is ther parking near ur office? i will come with my bike", intent: "knowledge:Parking" },
  {
    message:
      "I was given a contract to haul containers for a company for one year but they stop after 3 months without reason I want a lawyer to make them respect the contract",
    intent: "area:contract",
  },
  { message: "what is the price of a new tyre for a Mercedes Actros truck", intent: "off-topic" },
  { message: "Mi pikin get case na kot se e tif gas oil na di port. Na tumara di kot. Una fit defend am?", intent: "area:criminal" },
  { message: "what type of services does your law firm give to people", intent: "services" },
  { message: "What are your opening hours during the week?", intent: "hours" },
  { message: "Som boys dem de na mi os do naw wit stik an dem de se a tif dem moni. Dem de nak di do", intent: "safety" },
  {
    message:
      "Dear Sir, Our Treasurer has been detained since yesterday evening at the Criminal Investigations Department following a complaint by the employers' association. He has not been charged. We request that counsel attend on him.",
    intent: "urgent",
  },
  { message: "can my manager refuse me sick leave and deduct my pay when I have doctor paper?", intent: "legal-question" },
  {
    message:
      "I am considering a joint venture with a Ghanaian firm to establish a bonded warehouse in Freetown. I require advice on the investment structure and the regulatory approvals.",
    intent: "area:business",
  },
  { message: "wat u charge 4 consultation? i nt hv much", intent: "knowledge:Fees" },
  { message: "Mi an mi padi get palava oba di trak we wi bai togeda. Wi nor wan go kot, wi wan pipul fo sidom an settle am", intent: "area:arbitration" },
  { message: "Pls can you recomend a good acountant to do the wearhouse books", intent: "off-topic" },
  { message: "helo gud evening", intent: "greeting" },
  {
    message: "Mi man don marade anoda uman an naw e nor de gi mi an mi pikin dem notin fo it. A wan lawyer fo mek e pe fo di pikin dem",
    intent: "area:family",
  },
  { message: "I should like to book a consultation with your business law partner next week.", intent: "booking" },
  { message: "Pls send me ur email adress so i can send my documnts", intent: "email" },
  { message: "pls d port security dey hold 3 of us inside dia container office since 2hrs, dey nt let us go. dey say we tif", intent: "urgent" },
  {
    message:
      "I send 2 container of cashew from Freetown to Vietnam but the buyer say the goods arrive wet. The shipping line refuse. I need lawyer for cargo claim.",
    intent: "area:shipping",
  },
  { message: "hw many lawyas una hv? any of dem young?", intent: "team" },
  {
    message: "I buy land in Kossoh Town but the family who sell to me they sell also to another person. I have receipt. I need lawyer to fight for my land.",
    intent: "area:land",
  },
  { message: "If a fall na di ship wok an brok mi fut, di company get fo pe mi? Ow moch dem go pe?", intent: "legal-question" },
  {
    message: "there is a man standing outside my house with a gun he said he will shoot me because I reported the stolen fuel please help me I am scared",
    intent: "safety",
  },
  { message: "Which bank give best rate for change dollar?", intent: "off-topic" },
  {
    message: "Mi man sign pepa wit di company bot dem nor gi am in kopi. Naw dem se e nor get kontrak. Wi wan lawyer fo luk insai am",
    intent: "area:contract",
  },
  { message: "What is your direct telephone line?", intent: "phone" },
  {
    message:
      "Dear Sir, Three union members were charged last month with unlawful assembly following the protest at the Quay. They are on bail and due to appear before the court on the 3rd. The union requests your chambers to defend them.",
    intent: "area:criminal",
  },
  { message: "Hello? I have something", intent: "unknown" },
  { message: "Una de du port an shipping kes o na famili nomo? Wetin ol una de du?", intent: "services" },
  { message: "I want to fix a apointment to see a lawyer about my contrak. whens available?", intent: "booking" },
  {
    message: "the police came to the truck park now and took my friend they put him in the pickup they are carrying him away please what should I do",
    intent: "urgent",
  },
  {
    message: "Our wearhouse want to get investor from abroad, need lawyer to advise how to bring the money in properly and register it",
    intent: "area:business",
  },
  { message: "What documents should I bring to the initial consultation regarding my cargo claim?", intent: "knowledge:What to bring" },
  { message: "Us tem una de lok di ofis?", intent: "hours" },
  {
    message: "My supplier in Guinea and me we have contract with clause for arbitration. Now he don't deliver. I want start arbitration. You can help?",
    intent: "area:arbitration",
  },
  { message: "Could you provide directions to your chambers from Lumley?", intent: "address" },
  { message: "Una lawyer dem de tok Mende? A nor tok English fayn", intent: "knowledge:Languages spoken" },
  { message: "How can i get in touch with your ofice, phone or mail or whatsap?", intent: "contact" },
  { message: "okay thank you very much for your help", intent: "thanks" },
  { message: "Ok a de go. Bai", intent: "goodbye" },
  { message: "Dear Sir/Madam, Warm greetings from the Dock Workers Union secretariat.", intent: "greeting" },
  {
    message:
      "A consignment of frozen chicken I imported was left unplugged at the container terminal for four days and has completely spoiled. The terminal operator denies responsibility. I need your shipping department to pursue a claim.",
    intent: "area:shipping",
  },
  { message: "pls d police jus pick my bos frm d clearing office, dey dey carry am go Central now. pls send sm1", intent: "urgent" },
  { message: "how many hours does it take to drive from Freetown to Conakry with a loaded truck", intent: "off-topic" },
  { message: "Mi man dem se e fo pe fo di goods we los na di ship wen e nor bin de deh da de. Dem fit mek e pe?", intent: "legal-question" },
  { message: "my fada die n lef os n 2 trucks, my stepmom wan tek evrytin. we nid lawyer 4 d inheritance", intent: "area:family" },
  {
    message: "my boss is threatening me he said if I don't carry the illegal goods he will send boys to beat me and my family I am afraid to go home",
    intent: "safety",
  },
  { message: "A wan tok to una lawyer fes to fes. Wetin na di de we a go cam?", intent: "booking" },
  {
    message: "I work for a Lebanese company in Freetown as sales man, they sack me with no letter and no pay for 2 months. I want lawyer for this.",
    intent: "area:contract",
  },
  { message: "Wusai a go bai skul uniform cheap fo mi pikin dem na Freetown?", intent: "off-topic" },
  {
    message:
      "Pls my husband who is night watchman at the wearhouse was locked up by police since last night because of a break-in, he did nothing. They still have him at Kissy station",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, The union intends to register a limited liability company to operate a transport service for members. We require assistance with incorporation and the drafting of the articles of association.",
    intent: "area:business",
  },
  { message: "What time you open in morning? I want come early before market", intent: "hours" },
  {
    message:
      "Where the bill of lading was issued to order and the original was lost in transit, can the carrier lawfully refuse to release my cargo without a bank guarantee?",
    intent: "legal-question",
  },
  {
    message:
      "The owner of the wearhouse land died and his children now want to increase the rent 3 times and say our lease is finished. we have lease for 10 years. need lawyer pls",
    intent: "area:land",
  },
  { message: "Una get lawyer dem we sabi tok to grasrut pipul lek mi? Ow moch una get?", intent: "team" },
  {
    message:
      "the traffic police charge me for dangerous driving after the accident near the port and the case is in court next month I need a lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "wat d score 4 d Kallon vs East End Lions match?", intent: "off-topic" },
  { message: "Dem don tek mi padi Momoh from di ship dis mornin, navy pipul dem. Dem se e de hide pipul na di ship. E de wit dem naw", intent: "urgent" },
  {
    message:
      "My company has a dispute with a freight forwarder over storage fees amounting to about 200,000 US dollars. Our contract provides for arbitration in Freetown. I wish to instruct your firm.",
    intent: "area:arbitration",
  },
  { message: "If a cam wit mi man in car, wusai wi go pak?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir, Our female members working as tally clerks report that a supervisor has been sexually harassing them and has threatened to harm those who complain. One was assaulted yesterday. They are in fear for their safety.",
    intent: "safety",
  },
  { message: "does your firm only do big company cases or you also help ordinary people like drivers with their problems", intent: "services" },
  { message: "Di company se a ol naw an dem go sak mi wit no moni afta 30 ier. Na di law dat? A nor fit get notin?", intent: "legal-question" },
  { message: "can you give me the phone number of the office I want to call when I get to town", intent: "phone" },
  { message: "Could you suggest a good restaurant for a business lunch near the port?", intent: "off-topic" },
  { message: "Mi man in kontena we e bin sen go Ghana, dem se e los na sea. Di shipping pipul nor de ansa wi. A wan una ep wi", intent: "area:shipping" },
  {
    message:
      "Dear Sir, Our shop steward was arrested at the Quay today at 2 p.m. by officers of the Sierra Leone Police and is being held at the Kissy Police Division. No reason has been given. Kindly send counsel at once.",
    intent: "urgent",
  },
  { message: "I and my wife want to divorce peacefuly, we have one child, we need lawyer to do the papers and custody agrement", intent: "area:family" },
  { message: "Please I want to book consultation with the lawyer for shipping for Wednesday", intent: "booking" },
  { message: "Wetin na una email adres? Mi gran pikin go rait to una", intent: "email" },
  { message: "if i resign from the wearhouse job do they have to give me end of service benefit or not?", intent: "legal-question" },
  { message: "Us tem di rain go stop dis ier? Di quay don wet bad", intent: "off-topic" },
  { message: "my mum wan sell d family lan 4 Kissy bt my uncles dey block am, dey say na famili lan. we nid lawyer 2 sort d title", intent: "area:land" },
  { message: "A de hide na mi neba os naw. Mi man don bit mi bad an e de luk fo mi wit knife", intent: "safety" },
  {
    message:
      "My cousin he come from Conakry to clear his goods, customs and police take him and lock him in a room at the port since this morning. Please help quick",
    intent: "urgent",
  },
  { message: "Wetin a fo kari kam wen a de cam si di lawyer? A get mi man in ID an im pepa dem", intent: "knowledge:What to bring" },
  {
    message:
      "The police accuse me of selling fake products in my shop at Dove Cot. They give me bail and the case start next week. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "are you open on Sunday or only weekdays", intent: "hours" },
  { message: "hw abt Mohamed Conteh? is he d land lawyer? wat he sabi", intent: "attorney:Mohamed Conteh" },
  { message: "Mi an tri oda wef dem de du esusu, wi wan mek am propa kompani we get pepa. Una fit ep wi register am?", intent: "area:business" },
  { message: "Dear Sir, We would be grateful if you could compose a short poem to honour our late members at the memorial service.", intent: "off-topic" },
  { message: "Thank you for your assistance. Much appreciated.", intent: "thanks" },
  { message: "if my boss don't pay me for the trips and I keep the truck until he pay is that legal or can he arrest me", intent: "legal-question" },
  { message: "bk me 4 consultation pls, nxt mon or tue", intent: "booking" },
  {
    message:
      "Two armed men identifying themselves as police have just taken my cousin from our office on Wallace Johnson Street. They refused to say where they are taking him.",
    intent: "urgent",
  },
  {
    message: "the wearhouse owner and our company have dispute over damaged goods, both side agree to mediation, can your lawyers do the mediation for us",
    intent: "area:arbitration",
  },
  { message: "hw i fit reach una? all d ways pls", intent: "contact" },
  { message: "Are your lawyers mainly senior practitioners or junior staff? I would like some idea of the team.", intent: "team" },
  {
    message:
      "Dear Sir, Several of our members were dismissed by a cargo handling firm without notice or terminal benefits, contrary to their contracts of employment. The union wishes to retain your chambers to pursue their claims.",
    intent: "area:contract",
  },
  { message: "pls hlp sm guys dey chase me wit cutlass frm d yard, i dey hide inside 1 container now", intent: "safety" },
  { message: "what size of padlock is best for wearhouse doors", intent: "off-topic" },
  { message: "wia una ofis dey? which st?", intent: "address" },
  {
    message:
      "the shipping agent is holding the container deposit of my boss for six months now they say the container came back late but we returned on time we want a lawyer to recover the deposit",
    intent: "area:shipping",
  },
  { message: "If I buy goods in Guinea without receipt and bring to Freetown, is it crime? Police can arrest me?", intent: "legal-question" },
  { message: "Di lan we a bin bai na Tombo, di chif se na famili lan, dem wan tek am bak. A get di receipt. A nid lawyer", intent: "area:land" },
  { message: "Dem don kari mi pikin go na Eastern Police sins tu de. Dem nor gri mek wi si am. E nor it notin", intent: "urgent" },
  { message: "Kindly let me know the earliest available appointment with Mr. Sesay.", intent: "booking" },
  {
    message: "Dear Sir, Kindly advise on your professional fees for representing the union, and whether payment by instalments may be arranged.",
    intent: "knowledge:Fees",
  },
  { message: "i do contract job 4 1 shipping agent, he nvr pay me 4 d last 3 jobs. hv d invoices. nid lawyer 2 collect", intent: "area:contract" },
  { message: "Wetin a go cook fo mi man in birthday? E lek rais an plasas", intent: "off-topic" },
  {
    message:
      "I was charged with receiving stolen goods because some items found in my house were from the wearhouse. i bought them from someone. Court is next month, i need defence",
    intent: "area:criminal",
  },
  {
    message: "Dear Sir, We should be grateful for a brief description of the services your chambers offer to trade unions and workers' organisations.",
    intent: "services",
  },
  { message: "Una de opin Monde mornin? Us tem?", intent: "hours" },
  {
    message: "Some men from the car park threaten me, they say foreigner must leave or they kill me. They hit my boy yesterday. I am very scared",
    intent: "safety",
  },
  {
    message:
      "good evening they have arrested my son at the wharf for fighting and they locked him in the cell at Ferry Junction station he is only 16 please help",
    intent: "urgent",
  },
  {
    message: "Can my Sierra Leonean business partner legally prevent me from selling my shares in our import company to a third party?",
    intent: "legal-question",
  },
  {
    message: "I want invest in Sierra Leone, open warehouse and import company. What I need for the company papers and bank? You can do it?",
    intent: "area:business",
  },
  { message: "Do any of your lawyers speak Arabic or French? My father prefers not to use English.", intent: "knowledge:Languages spoken" },
  { message: "Mi man an di company dem de argu oba im moni. Dem se mek dem go mediation. Una fit stan fo am deh?", intent: "area:arbitration" },
  { message: "what is the best engine oil for an old DAF truck", intent: "off-topic" },
  { message: "Kushe o, aw una de?", intent: "greeting" },
  {
    message:
      "Dear Sir, A member of the union wishes to make a will providing for his two wives and eleven children. Kindly advise whether your chambers may assist him in preparing it.",
    intent: "area:family",
  },
  {
    message: "can i schedule a meeting with the lawyer for thursday after work at 4, and what papers to bring",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "pls dey don tek my sista husband frm d quay 2day, port police. e dey inside dia cell now", intent: "urgent" },
  {
    message:
      "My cargo of onions from Guinea come by boat, the port authority charge me storage fee too much because ship come late, not my fault. I want lawyer to challenge.",
    intent: "area:shipping",
  },
  { message: "how many lawyers are working in your firm? are there any women", intent: "team" },
  {
    message:
      "Dear Sir, A retired member has been served with an eviction notice on land at Kissy Mess Mess which he has occupied for thirty years under a lease from the Government. He wishes to instruct counsel.",
    intent: "area:land",
  },
  { message: "if d agent collect my money 4 duty n run, can i report am n get my money back?", intent: "legal-question" },
  {
    message: "Help a group of men are at the wearhouse gate with sticks saying they will kill the manager, we locked ourselves inside the office",
    intent: "safety",
  },
  { message: "Please how much is the bus ticket from Freetown to Conakry?", intent: "off-topic" },
  {
    message: "A bin sain pepa fo wok fo di stevedore kompani, dem se dem go pe mi evri mont bot na tri mont naw dem nor pe. A wan lawyer",
    intent: "area:contract",
  },
  { message: "Dear Sir, Kindly provide the telephone number of your chambers for the union's records.", intent: "phone" },
  { message: "Mi man get kes na kot se e tek bribe na di gate. E get bail. Wi wan lawyer fo stan fo am", intent: "area:criminal" },
  { message: "??", intent: "unknown" },
  { message: "What your firm can help with? I am new in Sierra Leone", intent: "services" },
  { message: "I would like to meet a lawyer this week can you book me in for any day after two o'clock", intent: "booking" },
  {
    message: "My son was detained at Lungi Airport by immigration and police on arrival this morning and is still held there. Please assist urgently.",
    intent: "urgent",
  },
  { message: "my bos wan borrow frm d bank 4 d clearing biz, d bank wan board resolution n oda coy docs. u fit prepare dem?", intent: "area:business" },
  { message: "Is there a secure place to leave my vehicle while I attend the meeting?", intent: "knowledge:Parking" },
  { message: "u dey open on wkend?", intent: "hours" },
  {
    message:
      "we won the arbitration against the company that own the trucks but they refuse to pay the award we want to go to court to enforce it can you help",
    intent: "area:arbitration",
  },
  { message: "Mi wef an mi wan divorce afta 30 ier. Wi get os togeda. A wan lawyer fo ep wi", intent: "area:family" },
  { message: "For meeting with lawyer, what papers I must bring? I have passport and invoices", intent: "knowledge:What to bring" },
  { message: "Dear Sir, Kindly let us know the best means of contacting your chambers: telephone, WhatsApp or email.", intent: "contact" },
  { message: "Thank you so much, merci beaucoup", intent: "thanks" },
  { message: "ok bye for now", intent: "goodbye" },
];
