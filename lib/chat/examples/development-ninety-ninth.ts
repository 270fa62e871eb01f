import type { LabelledMessage } from "./labelled-message";

// Taxes, licences and council dues: Big Market trader (Krio, typed by grandson), Bo phone-shop owner (SMS), retired Kenema headmaster (formal), UK diaspora nurse (property rates), council dues collector (Krio-English), Guinean Fula trader (French words, cannot read letters), Lumley restaurant owner (voice typing), Kono tailor (heavy typos)
export const DEVELOPMENT_NINETY_NINTH: LabelledMessage[] = [
  { message: "Good morning o", intent: "greeting" },
  {
    message:
      "pls i open small fone accessories shop in Bo last year an the council man say i mus register the biz and get TIN from NRA b4 dem give me trade licence. i dont kno where to start wit the registration, can una help me do am",
    intent: "area:business",
  },
  {
    message: "Abeg una help me, di council police dem jus hol my pikin na Big Market say e no pay market dues, dem put am inside dem van now now",
    intent: "urgent",
  },
  { message: "wetin be the price of one receipt book at the printing shop na Kissy Road", intent: "off-topic" },
  {
    message: "Can the nra seal my restaurant without giving me any notice first? they just came and put the sticker on the door this morning",
    intent: "legal-question",
  },
  { message: "una de open Saturday?", intent: "hours" },
  {
    message:
      "Hello, I live in Manchester and my late father's house in Wilberforce has years of unpaid property rates. The council now says the name on the rates book is different from the name on the conveyance. I want someone to sort out the title and the rates records for me.",
    intent: "area:land",
  },
  {
    message:
      "I am a market dues collector. Some traders at Dove Cut said they will beat me if I come back tomorrow, one showed me a cutlass today. I am afraid to go to work.",
    intent: "safety",
  },
  {
    message:
      "Bonjour, my container of onion dem still de hold am na Quay, customs say duty not paid but my agent collect the money from me. I need lawyer for dis",
    intent: "area:shipping",
  },
  { message: "how much una de charge for tax case? i no get plenty money", intent: "knowledge:Fees" },
  { message: "Dem charge me to court say I issue fake receipts for market dues, next hearing na Monday. I need lawyer for defend me", intent: "area:criminal" },
  { message: "wat is ur whatsapp numba pls", intent: "phone" },
  {
    message:
      "Dear Sir, I wish to arrange a consultation with one of your lawyers concerning a dispute over property rates on my houses in Kenema. Kindly advise the earliest date available.",
    intent: "booking",
  },
  {
    message:
      "My husband die last month, na him name de on top di shop licence. Now council say I no get right for run di shop. I wan lawyer for help me wit him tins dem",
    intent: "area:family",
  },
  { message: "hw mch 4 1 bag of rice in kono dis wk", intent: "off-topic" },
  { message: "Please what kinds of matters does your chambers handle? I want to know before I come.", intent: "services" },
  {
    message:
      "I work for the council as revenue collector for 3 years, no written contract, now they want to sack me without paying the arrears of my commission. I need help with this.",
    intent: "area:contract",
  },
  { message: "how many lawyers una get for dat office", intent: "team" },
  {
    message: "Police and nra officers are at my bar right now they say they are taking me to the station for unpaid GST please what do I do",
    intent: "urgent",
  },
  {
    message:
      "Good day. Our Traders Association and the District Council have been quarrelling for months about the new market dues rate. We do not want to go to court; we would rather sit down with a neutral person and settle it. Does your chambers do that kind of mediation?",
    intent: "area:arbitration",
  },
  { message: "pls send me ur email so i can send the demand letter scan", intent: "email" },
  { message: "if I no able read the demand letter and I no pay, dem fit put me for prison?", intent: "legal-question" },
  { message: "Is there parking at your office? I will come with my delivery van", intent: "knowledge:Parking" },
  {
    message: "I need a lawyer to help me negotiate a payment plan with NRA for my restaurant's tax arrears so they reopen my business.",
    intent: "area:business",
  },
  { message: "bro which network get cheapest data bundle for bo", intent: "off-topic" },
  {
    message: "Di man wey sell us di fake receipts don send boys for come find me since I report am. Dem de pass my house every night, I de fraid",
    intent: "safety",
  },
  { message: "What time does your office close on Friday?", intent: "hours" },
  {
    message:
      "I am selling one of my houses in Kenema but the buyer insists on a rates clearance and a proper conveyance first. I need your chambers to handle the conveyancing.",
    intent: "area:land",
  },
  { message: "my brothr dey hold am na Koidu polic statn since yestday sey e no pay busnes licence, dem nor wan release am", intent: "urgent" },
  { message: "una get woman lawyer wey I fit talk to? I no too free wit man", intent: "team" },
  {
    message:
      "My cousin who manages my shop in Freetown has been summoned to court for tax fraud and he says he didn't know the receipts were fake. Can your firm defend him?",
    intent: "area:criminal",
  },
  { message: "na di paper", intent: "unknown" },
  {
    message: "Dear Sir, is it lawful for the council to charge property rates on a house that has been empty and unoccupied for five years?",
    intent: "legal-question",
  },
  {
    message: "pls my goods from china reach quay but dem say the customs value too high and duty pass wat i pay for the goods. u fit help me challenge am?",
    intent: "area:shipping",
  },
  { message: "Vous parlez français? my English no too good, or Fula", intent: "knowledge:Languages spoken" },
  { message: "can i see a lawyer 2moro abt my shop wey dem lock", intent: "booking" },
  { message: "Abeg write a short poem for our revenue office end of year party", intent: "off-topic" },
  {
    message: "I sign papa wit 1 man to supply cement 2 my shp bt he collect d money say na 4 tax an no bring d goods. i wan lawyer 4 dis",
    intent: "area:contract",
  },
  { message: "where una office de? I de come from Kissy", intent: "address" },
  {
    message:
      "My mum left a will giving her two shops at Abacha Street to me and my sister. The council says there are licence arrears of six years on the shops and my uncle is collecting the rent. I need help with probate and sorting out the estate from here in London.",
    intent: "area:family",
  },
  { message: "dem don lock my colleague collector inside cell na Central police say e chop di dues money, e de deh since yesterday night", intent: "urgent" },
  { message: "Kindly let me have all the ways I can reach your chambers.", intent: "contact" },
  {
    message:
      "The council licence officer says I must pay both the council business licence and the tourism licence for the same bar. Do they really have the right to collect both?",
    intent: "legal-question",
  },
  {
    message: "me and my partner get palaver over who go pay the tax arrears for our shop. we no wan court, we wan somebody settle am",
    intent: "area:arbitration",
  },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message:
      "Some boys claiming to be council task force came to my restaurant, smashed the chairs and said they'll come back for me tonight if I don't pay them. I'm scared to stay here.",
    intent: "safety",
  },
  {
    message: "I'm in the UK, can I book a phone consultation with your land lawyer for next week, and how much will it cost?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "What is the best fertiliser for cocoa in the Kenema area?", intent: "off-topic" },
  { message: "tenki tenki o, God bless una", intent: "thanks" },
  { message: "police don take my broda from di shop now now, say na for unpaid licence, dem de carry am go Kissy station", intent: "urgent" },
  {
    message:
      "Good afternoon, I am a rates officer with Bo City Council. I bought a plot at Kpetema and the seller's family now say the sale was not proper. I need a title search done before I start building.",
    intent: "area:land",
  },
  { message: "combien le taux du leone aujourd'hui? how much for 100 dollar", intent: "off-topic" },
  {
    message:
      "Dear Sir, my son was taken by police this morning from his shop in Kenema over a dispute about council licence fees. He is still at the station. Please assist urgently.",
    intent: "urgent",
  },
  {
    message: "For the consultation about my sealed restaurant, which documents should I carry? I have tax returns, NRA letters and the closure notice.",
    intent: "knowledge:What to bring",
  },
  { message: "if i pay d council licence but not d NRA income tax, can dem still close ma shop?", intent: "legal-question" },
  { message: "What are your opening hours in Freetown time? I'm in London so I need to plan the call.", intent: "hours" },
  {
    message: "d polis giv my wife paper say she mus cum court 4 selling wit fake trade lisens, bt she buy am frm council man. we need lawya",
    intent: "area:criminal",
  },
  { message: "Di collector dem beat me today na market because I say I don pay. My eye swell, dem say tomorrow dem go finish me", intent: "safety" },
  {
    message: "I would like to register my late wife's bakery as a limited company and obtain a tax identification number. Please assist with the registration.",
    intent: "area:business",
  },
  { message: "I wan come see lawyer for talk about my shop tax paper. Which day I fit come?", intent: "booking" },
  { message: "what's a good recipe for pepper soup for 50 people, we are reopening the restaurant next week", intent: "off-topic" },
  {
    message:
      "I sent a barrel of clothes and a generator from the UK to Freetown. Customs at the Quay is holding it and demanding duty I think is wrong. Can you help me get it cleared?",
    intent: "area:shipping",
  },
  { message: "Is Ibrahim Jalloh still the one handling criminal matters there? My supervisor said he is good.", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "bro my boss & 2 oda traders dem arrest dem jst now 4 d tax task force operation, dem dey inside d police jeep at Bo main market",
    intent: "urgent",
  },
  {
    message: "my wife leave with the pikin dem, now she want maintenance but my shop close for tax since March. I need lawyer for dis family matter",
    intent: "area:family",
  },
  {
    message:
      "If the property rates on my Freetown house were never billed to me because I live abroad, can the council still charge me penalties for all those years?",
    intent: "legal-question",
  },
  { message: "how i fit reach una? call, whatsapp, anytin", intent: "contact" },
  {
    message:
      "I signed a supply agreement with a drinks distributor who now adds 'tax charges' to every invoice that were never in our deal. I need someone to review the agreement and enforce it.",
    intent: "area:contract",
  },
  { message: "Una de handle tax matters or na only court cases?", intent: "services" },
  { message: "how 2 chrg ma fone wen NEC lite nor de", intent: "off-topic" },
  {
    message:
      "The council and we collectors have a dispute about our commission percentage. The union suggest arbitration instead of court. Can your firm handle that?",
    intent: "area:arbitration",
  },
  { message: "Una de take small small payment? I no fit pay all one time", intent: "knowledge:Fees" },
  {
    message:
      "My brother was picked up by men from the council and police at his shop in Freetown yesterday and he is still in a cell at Congo Cross. I'm in the UK, please help him.",
    intent: "urgent",
  },
  { message: "what kind of case una de do? me I no sabi", intent: "services" },
  { message: "council say ma os no get permit n rates no pay dem wan brk am, bt i get d deed. pls help me wit d lan papa", intent: "area:land" },
  { message: "When traders refuse to pay market dues, do I have the right to seize their goods as a collector, or is that illegal?", intent: "legal-question" },
  { message: "Could you give me your phone number? Voice typing is hard on this phone", intent: "phone" },
  { message: "sir the thing", intent: "unknown" },
  {
    message:
      "Dear Sir, I have been invited by the Anti-Corruption Commission to answer questions about revenue collected when I was a council treasurer. I need a defence lawyer to accompany me.",
    intent: "area:criminal",
  },
  {
    message: "some people in my area say I am foreigner and I no pay tax, dem come with sticks for my shop tonight, I hide inside. Dem still outside",
    intent: "safety",
  },
  { message: "wich app is best for keepin my shop sales records", intent: "off-topic" },
  {
    message:
      "I'll be in Freetown from the 14th to the 28th of next month. I'd like to meet with someone about the rates and title on my late father's property. Could we set up an appointment during that time?",
    intent: "booking",
  },
  { message: "Hi", intent: "greeting" },
  {
    message: "Me and two friends want start company for collect revenue on contract for the council. How we go register and set up the shareholders?",
    intent: "area:business",
  },
  { message: "una de open 2day?", intent: "hours" },
  { message: "May I have your email address to send my letter, and your telephone number as well?", intent: "email", also: ["phone"] },
  {
    message: "My husband and I are divorcing and he says the restaurant is his even though I paid all the tax and licences in my name. I need a family lawyer.",
    intent: "area:family",
  },
  { message: "Dem don hold my sista na City Council cell since morning say she de sell for street without license, dem no gree release am", intent: "urgent" },
  { message: "Who are the lawyers in your firm? Is there someone who deals with business tax issues?", intent: "team" },
  { message: "Is there a safe place to park near your chambers? I will drive from Kenema.", intent: "knowledge:Parking" },
  {
    message:
      "My imported frozen chicken container has been at the port for three weeks because the customs officer says my tax clearance has expired. Demurrage is piling up. Please help.",
    intent: "area:shipping",
  },
  { message: "Thank you, that's very helpful.", intent: "thanks" },
  { message: "if i don pay d market dues and d man giv me fake receipt, na me go pay agen?", intent: "legal-question" },
  { message: "my employer at the shop no pay me 4 months, he say na bcos NRA close the shop. i wan sue am for my salary", intent: "area:contract" },
  { message: "Please help my grandson with his homework on why governments collect taxes.", intent: "off-topic" },
  { message: "wia una ofis de n Fritown", intent: "address" },
  {
    message:
      "Dear Sir, since I complained about the revenue officer demanding a bribe, unknown men have been calling my phone threatening to burn my house. My family and I are afraid.",
    intent: "safety",
  },
  { message: "Mon frère il est à la police de Kissy depuis hier, dem say na for fake tax receipt. please help am", intent: "urgent" },
  { message: "i wan mit wit lawya abt d lisens case. wen i fit cum", intent: "booking" },
  {
    message: "My tenant and I disagree over who should pay the rates arrears under our lease. We'd prefer mediation over court. Do you offer that?",
    intent: "area:arbitration",
  },
  { message: "Lundi à vendredi una de open? what time una open for morning", intent: "hours" },
  { message: "my bro got bail last wk 4 d tax evasion case but d trial start soon. we need a lawyer 4 d trial", intent: "area:criminal" },
  {
    message:
      "They have just handcuffed my manager outside our shop on Wilkinson Road over the unpaid payroll tax and are putting him in a car now. Please help",
    intent: "urgent",
  },
  { message: "How much palm oil de sell for one gallon now na Freetown?", intent: "off-topic" },
  {
    message: "I rent shop na Kissy, the landlord he want sell the building and new owner say I must go. My lease get 3 more years. I need help",
    intent: "area:land",
  },
  {
    message: "Dear Sir, as a pensioner, am I exempt from paying property rates on my only residence? The council has sent me a demand.",
    intent: "legal-question",
  },
  { message: "d tax collector guy dem sey if i nor pay dem cash with no receipt dem go beat me n burn my shop. i de fear 2 open 2day", intent: "safety" },
  { message: "una lawya dem de tok Krio? mi Inglish nor gud", intent: "knowledge:Languages spoken" },
  {
    message:
      "I am a clearing agent at the Quay. A client says I stole his duty money but the customs system shows it was paid. The shipping line is holding the container. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "I'd like to book an appointment for tomorrow morning to discuss my sealed business.", intent: "booking" },
  { message: "ma papa die n lef 2 shop, ma uncl dem tek d shop n d lisens, sey we pikin nor get rite. pls help", intent: "area:family" },
  { message: "How many of your lawyers are women?", intent: "team" },
  {
    message: "Police carry two of our market collectors from Dove Cut go Eastern Police this morning, dem still de hold dem. We need lawyer quick",
    intent: "urgent",
  },
  { message: "What's the cheapest way to send money from the UK to Sierra Leone?", intent: "off-topic" },
  { message: "I want open company for import business in Freetown, I come from Guinea. How to register and get NRA number", intent: "area:business" },
  {
    message: "Our business was closed for unpaid tax. If we pay half now, does the NRA have to reopen us, or can they keep it closed until we pay everything?",
    intent: "legal-question",
  },
  { message: "Kindly direct me to your office. I will be coming by poda-poda from Eastern Police.", intent: "address" },
  {
    message: "Di council give me contract for clean di market, dem no pay me for 6 months. Dem say na bcos di dues no collect. I want lawyer",
    intent: "area:contract",
  },
  {
    message:
      "My caretaker in Freetown says men have been coming to my house threatening him with machetes, saying the rates money is theirs. He is hiding now at a neighbour's.",
    intent: "safety",
  },
  { message: "email address pls", intent: "email" },
  { message: "me n ma shop partner get palaver ova who go pay d licence arrears, we agree 4 go arbitration. u fit help?", intent: "area:arbitration" },
  { message: "d chiefdom task force don tek ma papa go lockup sey e nor pay d local tax, e de dae since mornin", intent: "urgent" },
  {
    message: "What documents should I bring to the meeting? I have the rates demand notices, my title deed and some old receipts.",
    intent: "knowledge:What to bring",
  },
  {
    message: "Police give me paper say make I come court next week, say I sell wit fake licence. I no know say e fake. Una fit stand for me?",
    intent: "area:criminal",
  },
  { message: "What services does your firm provide? I mostly need help with business issues.", intent: "services" },
  { message: "Which football team won yesterday? The traders were arguing all day", intent: "off-topic" },
  { message: "merci beaucoup for the help", intent: "thanks" },
  { message: "council sey dem go sell ma os bcos rates nor pay, dem ge rite 4 dat?", intent: "legal-question" },
  { message: "Can I arrange a video call consultation? I'm in Birmingham.", intent: "booking" },
  {
    message:
      "I want to buy the building where my restaurant is, but I found out there are unpaid rates and two people claiming ownership. I need a title search.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, my nephew, a revenue clerk, was detained at Kenema Police yesterday over missing revenue and has not been released or charged. Please help.",
    intent: "urgent",
  },
  { message: "Abeg send me una number, I wan call", intent: "phone" },
  { message: "i import fone from dubai via ship, d customs say d invoice fake n seize d goods. i need help pls", intent: "area:shipping" },
  { message: "Dem send me message say if I no leave my shop and go back to Guinea dem go kill me. I no know wetin for do", intent: "safety" },
  { message: "Good evening", intent: "greeting" },
  { message: "What is the best POS machine for a small restaurant?", intent: "off-topic" },
  {
    message: "I'm divorcing my husband here in the US, but we own a house in Freetown with rates arrears. I need a lawyer in Sierra Leone to handle that side.",
    intent: "area:family",
  },
  { message: "Una get legal aid? I na small collector, my pay no much", intent: "knowledge:Fees" },
  { message: "una de open sundy?", intent: "hours" },
  {
    message:
      "My siblings and I own a company in Freetown. Our managing director hasn't filed tax returns in three years and won't show us the books. We want to act as shareholders.",
    intent: "area:business",
  },
  { message: "How I go find una? I no sabi use computer", intent: "contact" },
  { message: "The council man say foreigner must pay double for market licence. Na true?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I employed a builder under a written contract, and he abandoned the work after I paid him, claiming the council fees were extra. I wish to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "pls dem jus arrest my uncle at d market 4 not paying d business registration, dem carry am go Bo central now", intent: "urgent" },
  { message: "una ge lawya dem plenti?", intent: "team" },
  { message: "Kindly recommend a good secondary school in Bo for my granddaughter.", intent: "off-topic" },
  {
    message: "We won an arbitration award last year against a supplier who overcharged us GST, but he still hasn't paid. How do we enforce it?",
    intent: "area:arbitration",
  },
  {
    message: "Two traders wey I report for fake receipts don gather boys, dem de wait for me outside the market office with sticks. I lock myself inside.",
    intent: "safety",
  },
  { message: "I wan see lawyer for talk di market matter, abeg make una give me time", intent: "booking" },
  { message: "ok c u later", intent: "goodbye" },
  { message: "i wan regista ma taylor biznes so i go get d govment contract, dem sey i mus get tax clirens frst. hlp pls", intent: "area:business" },
  {
    message:
      "Please help, my mother's tenant just called: police came to the house with council officers and took my mum away over the rates arrears. She is 70.",
    intent: "urgent",
  },
  { message: "Good morning, Sir/Madam.", intent: "greeting" },
  { message: "how 2 make a logo 4 my fone shop", intent: "off-topic" },
  { message: "Di collector say if I no pay dis week, dem go give my stall to another person. Dem fit do dat?", intent: "legal-question" },
  {
    message: "My family land at Waterloo, my uncle dem sell part of it to somebody and the council done register am. We want challenge am.",
    intent: "area:land",
  },
  { message: "When I visit, can I park a rental car near the office?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir, a consignment of school books I imported for my foundation was detained at the Quay because customs insists duty applies despite our exemption. Kindly assist.",
    intent: "area:shipping",
  },
  {
    message: "A revenue official I refused to bribe keeps sending men to follow me home. Last night they tried to force my car door. I don't feel safe.",
    intent: "safety",
  },
  { message: "Una de work lunch time? I go come during my break", intent: "hours" },
  {
    message: "Police give me bail but say I must come court for the customs thing, they say I hide goods from tax. I need lawyer for defend me",
    intent: "area:criminal",
  },
  { message: "Is Isatu Bangura available? I was told she's the one for port and customs issues.", intent: "attorney:Isatu Bangura" },
  { message: "dey tek ma wife n she baby go polis stesn sey she nor pay d maket dues. dey nor wan lef am. pls hlp", intent: "urgent" },
  { message: "ma babymama wan maintenance bt d NRA close ma shop, i no get income. i need lawyer 4 d family court", intent: "area:family" },
  { message: "where I fit buy cheap phone credit in bulk for sell", intent: "off-topic" },
  { message: "I want make appointment with lawyer for Thursday morning. Una fit do am?", intent: "booking" },
  {
    message:
      "I hired a property agent in Freetown under a written agreement to pay my rates and collect rent. He's kept the money and says the contract ended. I want to enforce it.",
    intent: "area:contract",
  },
  { message: "Is the council allowed to charge my bar a late fee higher than the licence fee itself?", intent: "legal-question" },
  { message: "Una de talk Temne? My Krio no too strong", intent: "knowledge:Languages spoken" },
  { message: "me n ma bizness patna get palava ova tax money, we wan setl am ousaid court", intent: "area:arbitration" },
  { message: "Dem don lock me supervisor for Ross Road police since Tuesday, e no see lawyer yet, dem say na for missing revenue", intent: "urgent" },
  { message: "Could you tell me what kinds of cases your firm takes on?", intent: "services" },
  { message: "Could you help me draft a CV for my son who wants to work at the National Revenue Authority?", intent: "off-topic" },
  {
    message: "Our company's bank account was frozen by the bank after an NRA garnishee letter. We need a business lawyer to deal with the bank and NRA.",
    intent: "area:business",
  },
  { message: "?", intent: "unknown" },
  { message: "hw i go reach una?", intent: "contact" },
  {
    message: "Dem boys from di market chairlady come my house last night, dem say if I talk di fake receipt matter again dem go cut me. I no sleep",
    intent: "safety",
  },
  { message: "i buy lan in bo, d seller sey d rates dem clear bt council sey no. i need lawya 4 d title sarch", intent: "area:land" },
  { message: "Phone number please", intent: "phone" },
  {
    message: "My boss accuse me of printing fake dues tickets and report me to CID. They want me come for statement on Monday. I need criminal lawyer",
    intent: "area:criminal",
  },
  { message: "Thanks a lot for the quick response.", intent: "thanks" },
  { message: "For the meeting, I must bring my shop papers and the letter from council? I no read am", intent: "knowledge:What to bring" },
  {
    message:
      "Dear Sir, my tenant informs me that armed police have surrounded my house in Kenema and taken my son into custody over a tax matter. Please intervene.",
    intent: "urgent",
  },
  { message: "Goodbye for now.", intent: "goodbye" },
  { message: "if d council licence expire n i pay late, dem fit charge me for court?", intent: "legal-question" },
  { message: "What's the weather going to be like in Freetown this weekend? We are planning the reopening.", intent: "off-topic" },
  { message: "My cloth dem wey come from Lagos dem hold am for port, dem say I must pay duty again. I need lawyer", intent: "area:shipping" },
  { message: "What are your working hours on weekdays?", intent: "hours" },
  {
    message: "My papa die and left us one house wey get rates arrears. My step-mama want take am. We need help with di will and probate",
    intent: "area:family",
  },
  { message: "i wan book time wit a lawya 4 nxt wk", intent: "booking" },
  { message: "Where exactly is your office located? Is it near the Cotton Tree?", intent: "address" },
  {
    message: "I take loan from one man and we write paper, now he add tax money wey no de inside di paper. I want lawyer check di paper",
    intent: "area:contract",
  },
  { message: "Traders dem surround me today and start fo push me, one man slap me, say collectors na tif. I still de hide inside one shop", intent: "safety" },
  { message: "how many lawyer de work dae?", intent: "team" },
  { message: "wetin b d best spot 4 sell clos in koidu", intent: "off-topic" },
  {
    message:
      "Our landlord association has a dispute with the council over property rates valuations. Both sides have agreed to mediation. Could your chambers act for us?",
    intent: "area:arbitration",
  },
  {
    message: "My cashier was arrested at the restaurant an hour ago by NRA enforcement officers with police, they've taken him to CID. Please send someone.",
    intent: "urgent",
  },
  { message: "If a trader tear the receipt and say he pay, and I no fit prove, na me go pay the council?", intent: "legal-question" },
  { message: "Wetin una de do for people?", intent: "services" },
  { message: "I fit meet lawyer Saturday? Weekday I de na shop", intent: "booking", also: ["hours"] },
  {
    message:
      "Council sign contract wit private company for collect market dues, and di company employ me. Now dem say my contract done without notice and dem owe me 3 months. I need help",
    intent: "area:contract",
  },
  { message: "dem don hold ma keke n me driva at d checkpoint, police sey no council permit, d driva de inside d cell now", intent: "urgent" },
  { message: "Do you know any good hotels near Lumley Beach for my trip in December?", intent: "off-topic" },
  { message: "Are you open on public holidays?", intent: "hours" },
  {
    message:
      "Dear Sir, I have two houses in Kenema but the title deeds were lost in the war. The council will not accept my rates payments without proof of ownership. I need help to regularise the title.",
    intent: "area:land",
  },
  {
    message:
      "I inherited a property but the council says I'm liable for the previous owner's unpaid rates from 2010. Am I really responsible for debts from before I owned it?",
    intent: "legal-question",
  },
  { message: "d ppl wey sell fek lisens sey if i go polis dey go kil me. dey cum ma shop wit knif yestday", intent: "safety" },
  { message: "What is your consultation fee?", intent: "knowledge:Fees" },
  { message: "Dem charge my son say e tif council money wey e collect. E don get bail but court de next week. Una go help am?", intent: "area:criminal" },
  { message: "i wan chng ma shop frm sole trader 2 company bcos of d tax. hw una go help me", intent: "area:business" },
  { message: "Salam aleikum", intent: "greeting" },
  {
    message:
      "Urgent: my uncle, a market dues supervisor in Bo, was taken from his home by police at dawn and nobody knows which station they're holding him at.",
    intent: "urgent",
  },
  { message: "Abeg how I go calculate 10 percent commission on Le 4,500 for my daily dues?", intent: "off-topic" },
  {
    message: "Mon bateau de pêche, the port authority say I no pay the harbour dues and dem no gree the boat leave. I need lawyer for the vessel",
    intent: "area:shipping",
  },
  { message: "Could you tell me about the lawyers in your chambers and their experience?", intent: "team" },
  { message: "I'd like to schedule a consultation for next Tuesday if possible, by WhatsApp call.", intent: "booking" },
  {
    message: "My late brother's widow and children are fighting over his bar, which still has tax arrears. I'm the executor and need help with probate.",
    intent: "area:family",
  },
  {
    message:
      "Me and di woman wey share my stall de quarrel over who pay di dues. Market chairlady say make we find person for settle am, no court. Una de do dat?",
    intent: "area:arbitration",
  },
  { message: "The letter from council is in English and I cannot read. If I no answer in 14 days, dem fit close my shop by law?", intent: "legal-question" },
  { message: "u get parking 4 okada?", intent: "knowledge:Parking" },
  {
    message: "Police just took my business partner from our shop at Lumley for 'obstructing revenue officers'. He's being held at Lumley police right now.",
    intent: "urgent",
  },
  { message: "What is the current price of a bag of cement in Kenema?", intent: "off-topic" },
  { message: "i sew uniform 4 d council workers, dey sign papa bt dey nor pay sey tax remain. i wan sue dem", intent: "area:contract" },
  { message: "Thank una plenty", intent: "thanks" },
  { message: "Please provide your telephone number.", intent: "phone" },
  {
    message:
      "My sister in Freetown has been threatened by the man collecting rent and rates on our house. He said he would hurt her if she doesn't leave. She's locked in her room now.",
    intent: "safety",
  },
  {
    message: "Council say dem go break my shop because e de on top road land. I don dae dae 20 years and pay dues every year. Una fit help me?",
    intent: "area:land",
  },
  { message: "ok so", intent: "unknown" },
  {
    message:
      "I want to invest in a small business in Freetown with a local partner. I'd like help with the company setup, tax registration and a shareholders' agreement.",
    intent: "area:business",
  },
  { message: "wats ur email", intent: "email" },
  { message: "If the council no give me appointment letter and I collect dues, na legal or dem fit charge me?", intent: "legal-question" },
  { message: "Mon oncle, dem catch am na Lunsar checkpoint with goods, police say na smuggling to escape tax, e de na cell since yesterday", intent: "urgent" },
  { message: "Can you suggest a catchy name for my new cocktail?", intent: "off-topic" },
  { message: "Do any of your staff speak Mende? My mother will come with me.", intent: "knowledge:Languages spoken" },
  {
    message:
      "I'm being investigated for under-declaring sales on my GST returns. NRA says they'll refer me for prosecution. I need a defence lawyer now before it goes to court.",
    intent: "area:criminal",
  },
  { message: "Dear Sir, kindly book me an appointment with the land lawyer at the earliest convenience.", intent: "booking" },
  { message: "Which side una office de? Near which junction?", intent: "address" },
  {
    message:
      "I shipped cocoa from Kenema for export but the vessel left without it because customs delayed the export permit. The buyer is demanding compensation. Please help.",
    intent: "area:shipping",
  },
  { message: "Do you people handle council and tax problems for small traders?", intent: "services" },
  { message: "What's the best way to contact you outside office hours?", intent: "contact" },
  { message: "Una de open early morning? I for come before market start", intent: "hours" },
  {
    message:
      "Dear Sir, after I testified against a corrupt revenue officer, stones were thrown at my house last night and a note said I would die. I fear for my life.",
    intent: "safety",
  },
  { message: "Una get lawyer wey sabi council matter?", intent: "team" },
  { message: "Au revoir", intent: "goodbye" },
  {
    message: "I wish to make a will dividing my rented houses among my children, and to ensure the rates are settled from the estate. Please assist.",
    intent: "area:family",
  },
  { message: "ma boss dem hol am na kono polis sins 2 dey sey d dimon lisens fek. e nor sii lawya", intent: "urgent" },
  { message: "Wetin be good medicine for belly run? My pikin sick", intent: "off-topic" },
  { message: "cn d landlord make me pay d property rates wen e nor de inside d agreement?", intent: "legal-question" },
  {
    message:
      "My business partner in Freetown and I have an arbitration clause in our agreement. He's refusing to share the tax refund. Can you start arbitration for me?",
    intent: "area:arbitration",
  },
  { message: "pls giv me apoitment fo frida", intent: "booking" },
  { message: "Hello una, good afternoon", intent: "greeting" },
  { message: "ma motobike spare part dem frm china hol na d kway, custm sey i nor pay d duty corect. hlp", intent: "area:shipping" },
  {
    message: "Dear Sir, may the council lawfully increase property rates by three hundred percent in one year without consulting ratepayers?",
    intent: "legal-question",
  },
  {
    message: "Abeg, police don carry my husband and him motor go station since yesterday say di car licence and road tax no pay. Dem no gree release am",
    intent: "urgent",
  },
  { message: "wat time does d Bo vs Kallon match start", intent: "off-topic" },
  { message: "We traders want form cooperative and register am so we go fit pay tax together. How una go help us register?", intent: "area:business" },
  {
    message: "I'll be coming in person next month. What should I bring — copies of the title, the rates bills, my passport?",
    intent: "knowledge:What to bring",
  },
  {
    message: "Some men follow me from the bank, dem say I be foreigner wey no pay tax and dem go teach me lesson. I de hide for my friend house now",
    intent: "safety",
  },
  { message: "Can I get an appointment this week with the business lawyer? My restaurant has been shut for ten days.", intent: "booking" },
  {
    message: "My man don leave me, e take all di money we save for pay di shop licence. Now I wan divorce and maintenance for di pikin dem",
    intent: "area:family",
  },
  { message: "wat tym una open 2mrw", intent: "hours" },
  {
    message: "Dear Sir, I would like to know whether Mr Abdul Rahman Sesay handles company matters. I was referred to him by a friend.",
    intent: "attorney:Abdul Rahman Sesay",
  },
  {
    message: "I need a lawyer to check the title of a flat in Aberdeen I'm buying. The seller says the rates are up to date but I want it verified.",
    intent: "area:land",
  },
  {
    message: "Dem don hold di chairman for our market collectors since Friday for Kissy police, dem say na for di fake receipt scandal. Nobody see am",
    intent: "urgent",
  },
  { message: "Which generator brand is the most fuel efficient for a restaurant?", intent: "off-topic" },
  { message: "Customs say I bring goods without declare and police charge me. I go court next month. Can your lawyer defend me?", intent: "area:criminal" },
  { message: "d counsil man tek ma sewin mashin sey i nor pay d dues. e ge rite 4 tek am?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I am owed arrears of salary by the District Council where I served as a revenue clerk. They say the contract was temporary. I wish to pursue this.",
    intent: "area:contract",
  },
  { message: "wat kind of help una de give?", intent: "services" },
  { message: "abeg o", intent: "unknown" },
  { message: "hw mch 4 lawya pls, i ge smol moni", intent: "knowledge:Fees" },
  {
    message:
      "My cousin was detained by NRA officers at Lungi airport this morning over customs duty on goods he brought. He's still being held there. What can we do?",
    intent: "urgent",
  },
  {
    message: "The council owe us collectors commission, we don agree make arbitrator settle am. We need lawyer for represent us at the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Votre numéro WhatsApp s'il vous plaît", intent: "phone" },
  { message: "Wetin be di price for one bag onion now na Dove Cut?", intent: "off-topic" },
  {
    message:
      "My car was shipped from Baltimore to Freetown and customs has valued it at double what I paid. The port is charging storage. I need a lawyer to deal with customs.",
    intent: "area:shipping",
  },
  { message: "helo", intent: "greeting" },
  { message: "If the NRA assessment is wrong, do I still have to pay it before I can appeal?", intent: "legal-question" },
  {
    message:
      "Dear Sir, my late brother's children are being denied their share of his shop and properties by his second wife. I wish to pursue the matter on their behalf.",
    intent: "area:family",
  },
  {
    message: "Di area boys dem don burn one collector booth today and dem say all collectors go die. I de inside the office and dem still de outside.",
    intent: "safety",
  },
  { message: "Please list all the ways I can contact you — I'm abroad.", intent: "contact" },
  { message: "I wan come see una lawyer Monday, abeg put me down", intent: "booking" },
  { message: "u get young lawyers or na old people only?", intent: "team" },
  {
    message: "We want to bring in a new investor into our restaurant company. Can you help with the share transfer and the tax side?",
    intent: "area:business",
  },
  { message: "Kindly tell me the bus fare from Kenema to Freetown.", intent: "off-topic" },
  { message: "Are you open on Saturdays?", intent: "hours" },
  { message: "pls d task force jus tek ma mama n her tray go dey vehicle, dey sey she sell 4 road wit no pamit", intent: "urgent" },
  { message: "I get one small motor, una get place for park am?", intent: "knowledge:Parking" },
  {
    message: "My brother is charged with forging tax clearance certificates. He's on bail and the trial starts in three weeks. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Di chairlady say na she de collect di dues, council say no. Who I for pay by law?", intent: "legal-question" },
  { message: "Please share your email so I can send the NRA closure notice.", intent: "email" },
  { message: "I buy land na Waterloo, pay all the money and the rates, but another man come with papers say na him land. I need help", intent: "area:land" },
  {
    message: "My mother in Freetown is being harassed by men who say the house belongs to them and they'll burn it with her inside. She's terrified tonight.",
    intent: "safety",
  },
  { message: "Comment faire le fonio? My wife want learn", intent: "off-topic" },
  {
    message: "i supply fones 2 a company n dey deduct withholding tax frm ma payment wey nor de in d contract. i wan dem pay ma full moni",
    intent: "area:contract",
  },
  { message: "My brother went to the tax office to complain and they called police, who are holding him at Kingtom station right now.", intent: "urgent" },
  { message: "Do you only work for big companies or also small traders like me?", intent: "services" },
  {
    message: "My partner in Conakry and me get contract for trade, he no pay me his part of the customs duty. The contract say arbitration. I need help",
    intent: "area:arbitration",
  },
  { message: "wan mit lawya dis wik", intent: "booking" },
  { message: "Thank you very much for your assistance.", intent: "thanks" },
  { message: "ma granpa lan in kono, d famili dem divid am n sell part, nobodi pay rates. i wan sort d lan papa", intent: "area:land" },
  { message: "Una sabi where dem de sell uniform for market collectors?", intent: "off-topic" },
  {
    message:
      "Dear Sir, my daughter who runs a pharmacy was taken into police custody at Kenema this afternoon after a dispute with licence inspectors. Kindly send someone.",
    intent: "urgent",
  },
  { message: "If the business is registered in my wife's name, can NRA hold me personally responsible for its tax debts?", intent: "legal-question" },
  { message: "My pikin dem wan register my cookery business so e go get name. Una go help do di papers?", intent: "area:business" },
  { message: "d market gang sey if i nor pay dem protection dues dey go stab me. dey don slap me 2day", intent: "safety" },
  { message: "Una lawyer dem sabi Krio? I wan talk free", intent: "knowledge:Languages spoken" },
  { message: "What time you close today? I come after prayer", intent: "hours" },
  {
    message:
      "My father died in Freetown without a will. He owned three shops and a house, all with rates owing. I'm the eldest and need help with letters of administration.",
    intent: "area:family",
  },
  { message: "I should be grateful for an appointment next Wednesday at 10 a.m.", intent: "booking" },
  { message: "Police take my boy from shop, they say he sell contraband without tax stamp. Dem de hold am na Kissy station, he is 17", intent: "urgent" },
  { message: "Who are your lawyers? I want to see their names before I come.", intent: "team" },
  {
    message: "My brother get small boat for carry goods from Tombo, port people seize am say no licence and no dues. Una fit help recover am?",
    intent: "area:shipping",
  },
  { message: "What's the best mobile money service to use when I visit Freetown?", intent: "off-topic" },
  { message: "police invite me 4 statement bout fake council receipt, i nor kno nottin bout am. i wan lawya 4 go wit me", intent: "area:criminal" },
  { message: "Give me una phone number abeg", intent: "phone" },
  {
    message: "Our client signed a catering contract and now refuses to pay, saying we didn't issue a GST invoice. We want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "if i sel ma shop, d new owna go pay d old lisens arrears o na me?", intent: "legal-question" },
  {
    message:
      "Please — my aunt in Bo has been locked up since yesterday at the police station because the council says her shop licence was forged. She's diabetic.",
    intent: "urgent",
  },
  { message: "Does your chambers deal with matters concerning the City Council and local taxes?", intent: "services" },
  { message: "me n ma supplier get dispute ova d tax wey he add, we sign contract wit arbitration. hw una go help", intent: "area:arbitration" },
  { message: "How I go make ginger beer for sell for market?", intent: "off-topic" },
  {
    message: "The council wants to demolish the extension on my restaurant for no building permit. I have title documents for the land. Please help.",
    intent: "area:land",
  },
  { message: "wat papa i go bring wen i cum?", intent: "knowledge:What to bring" },
  {
    message: "Dear Sir, my tenant has threatened me with a cutlass after I asked him to pay his share of the rates. I am elderly and afraid to go home.",
    intent: "safety",
  },
  { message: "What's the email for consultations?", intent: "email" },
  { message: "My brother die na Makeni, his wife say the shop na hers alone and put us out. We want our right for the children", intent: "area:family" },
  {
    message: "Police carry di revenue officer wey de work with me, dem lock am for Waterloo station since last night say na him issue di fake receipts",
    intent: "urgent",
  },
  { message: "Does paying rates on a property give me any ownership right if my name isn't on the deed?", intent: "legal-question" },
  { message: "Write me a short Facebook post announcing our restaurant is reopening.", intent: "off-topic" },
  {
    message: "Dear Sir, my late husband's company has directors who are not filing returns. As a shareholder I wish to compel them to do so.",
    intent: "area:business",
  },
  { message: "Hey there", intent: "greeting" },
  { message: "I wan book appointment for me and two other collectors togeda", intent: "booking" },
  { message: "Are you open on Good Friday?", intent: "hours" },
  {
    message: "A shipment of imported wine for my bar has been seized at Queen Elizabeth II Quay for lack of excise stamps. Can you help get it released?",
    intent: "area:shipping",
  },
  { message: "Na big lawyer dem or na small one dem de work for una?", intent: "team" },
  { message: "How can I contact you? Phone or email, anything", intent: "contact" },
  { message: "u take orange money 4 payment of d fees?", intent: "knowledge:Fees" },
  { message: "ma fren charj 4 fek mining lisens, e ge bail, case de cum nex mont. pls defen am", intent: "area:criminal" },
  {
    message:
      "A group of men claiming to be revenue officers forced their way into my home tonight and said they'll be back to take me. I'm hiding with my kids at a neighbour's.",
    intent: "safety",
  },
  { message: "Could you recommend a reliable printer for my receipt books?", intent: "off-topic" },
  {
    message:
      "Di council sign contract with me say I go collect dues for Congo Market for one year. After 4 months dem give another man. I want enforce my contract",
    intent: "area:contract",
  },
  { message: "d council sey all shop mus pay 4 sign board. is dat legal?", intent: "legal-question" },
  { message: "Dem carry my brother go barracks say e insult soja wey de collect money for checkpoint. Since yesterday we no see am", intent: "urgent" },
  { message: "tanks ooo", intent: "thanks" },
  { message: "Alright, goodbye.", intent: "goodbye" },
  { message: "What's the address of your office, and is it easy to find from Lumley?", intent: "address" },
  {
    message: "Dear Sir, we have an arbitral award against a tenant for unpaid rent and rates; he refuses to comply. Please help us enforce it.",
    intent: "area:arbitration",
  },
  { message: "I want take appointment for see lawyer, the matter is council letter", intent: "booking" },
  { message: "Wetin una de do exactly? I hear say una na lawyers", intent: "services" },
  { message: "thx bro, dat help", intent: "thanks" },
  { message: "polis don hol ma broda na makeni sins sundy, sey e nor pay d okada lisens. dey beat am tu", intent: "urgent" },
  { message: "My wife and I de separate. She want half of di dues commission money I save for build house. I need family lawyer", intent: "area:family" },
  { message: "Which is the best bus company from Freetown to Conakry?", intent: "off-topic" },
  { message: "Dear Sir, if I pay rates under protest, may I later recover them if the assessment is found excessive?", intent: "legal-question" },
  { message: "Una de work after 5?", intent: "hours" },
  { message: "I want bring my brother from Guinea as partner in my company. How we do the shares and registration?", intent: "area:business" },
  { message: "Abeg, Christiana Thomas de dae? Dem say she de help people wey dem no pay salary", intent: "attorney:Christiana Thomas" },
  {
    message:
      "My dad back home is being threatened by a council official he reported for extortion. The man came with thugs and said he'd 'finish him'. He's scared to leave the house.",
    intent: "safety",
  },
  { message: "i rent lan 4 ma shop 10 yr lease, d owna sey i mus pay al d rates n d ground rent doble. i need lawya 4 d lease", intent: "area:land" },
  { message: "Una get place for park? My son go carry me come in keke", intent: "knowledge:Parking" },
  {
    message: "Officers just dragged my chef out of the kitchen and into a police car, saying it's about unpaid licence fees. They're driving off now.",
    intent: "urgent",
  },
  {
    message: "Dear Sir, I have been charged with misappropriation of chiefdom tax receipts. My trial is fixed for next month and I require counsel.",
    intent: "area:criminal",
  },
  { message: "can i book a call wit a lawyer dis evening?", intent: "booking" },
  { message: "How do I reset my POS machine password?", intent: "off-topic" },
  {
    message: "Di shipping company lose my 20 bags of cloth for di Quay, dem say na customs take am. Dem no wan pay me. I need lawyer",
    intent: "area:shipping",
  },
  { message: "ge me una imel", intent: "email" },
  {
    message:
      "My sister was employed as an accountant at a Freetown firm and was dismissed after she refused to falsify the tax records. She wants to challenge the dismissal.",
    intent: "area:contract",
  },
  { message: "hmm", intent: "unknown" },
  { message: "Foreigner like me, I must pay income tax and also the council licence, or only one?", intent: "legal-question" },
  { message: "dem jus lock ma boss inside d police van @ Bo market 4 d new tax mata, dey sey dey go carry am Freetown", intent: "urgent" },
  {
    message: "My restaurant partner and I disagree about how to split the tax penalty. We'd rather settle it privately with a mediator. Can you arrange that?",
    intent: "area:arbitration",
  },
  { message: "How many advocates do you have at the chambers?", intent: "team" },
  { message: "Wetin be di meaning of 'arrears'? My pikin ask me for school homework", intent: "off-topic" },
  { message: "Does anyone there speak French? My business partner is from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "ma papa wan mek will bcos of d shops, he nor wan palava afta. hw una go help", intent: "area:family" },
  { message: "How person fit contact una?", intent: "contact" },
  { message: "Dem don come my stall again, tree man wit stick, dem say if I no pay dem go break my leg. I run go hide behind di mosque", intent: "safety" },
  {
    message: "Dear Sir, I require a conveyance for the transfer of my house in Kenema to my son, with a clearance of all outstanding rates.",
    intent: "area:land",
  },
  { message: "if d lisens na fek bt i nor kno, dey fit charj me?", intent: "legal-question" },
  {
    message:
      "My father has been held at the Central Police Station in Freetown since Monday over a tax dispute and they won't let him see anyone. Please help.",
    intent: "urgent",
  },
  { message: "Abeg make una fix me appointment with lawyer Thursday, for di commission matter", intent: "booking" },
  { message: "hw 2 unlock iphone icloud", intent: "off-topic" },
  { message: "i wan open bizness fo sel mining tools, hw 2 regista n get d lisens. u go hlp?", intent: "area:business" },
  { message: "What's your WhatsApp number? Easiest from abroad.", intent: "phone" },
  {
    message: "NRA has charged my company and me personally with tax evasion. The first court date is next month. I need a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Kindly state your office hours.", intent: "hours" },
  { message: "Your firm do which kind of work?", intent: "services" },
  { message: "i clear goods @ d quay but shipping line hold d container 4 demurrage wen d delay na customs fault. hlp", intent: "area:shipping" },
  { message: "I go bring my appointment letter and di receipt books when I come?", intent: "knowledge:What to bring" },
  { message: "Le police il a pris mon frère à la frontière Pamelap, dem de hold am since two days for customs", intent: "urgent" },
  { message: "Please recommend a good tailor in Freetown for a gown.", intent: "off-topic" },
  {
    message: "I sign paper for supply rice to di school, dem take di rice, now dem say dem go pay after dem deduct tax wey we no agree. I want lawyer",
    intent: "area:contract",
  },
  { message: "A group of traders de chase me now with stones because of the new dues. I run inside one house, please wetin I go do", intent: "safety" },
  { message: "Morning o, how una de", intent: "greeting" },
  { message: "Can the council revoke my liquor licence because of a noise complaint from one neighbour?", intent: "legal-question" },
  { message: "me n ma cuzin get dispute bout d shop profit n tax. famili sey mek we go mediashon. u de do dat?", intent: "area:arbitration" },
  { message: "wia d office exactly? i kno siaka stevens st bt wich side", intent: "address" },
  { message: "Could I book an in-person meeting for the 20th?", intent: "booking" },
  { message: "Good day, and farewell.", intent: "goodbye" },
];
